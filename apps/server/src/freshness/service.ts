import { MSG, TRUST_RULES, daysSince } from '@basera/contract';
import { selfOwner, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { Conflict } from '../lib/errors';
import type { MailJob } from '../mail/mail-jobs';
import type { Mail } from '../mail/mailer';
import { reminderMail } from '../mail/templates';
import type { UserService } from '../users/service';
import type { PropertyService } from '../properties/service';
import { confirmAvailable, hideUnconfirmed, markUnavailable, takeDueReminders } from './repository';

/**
 * Listings people can believe are still on offer: the owner confirms or marks them rented or
 * sold; daily jobs remind owners after 30 days and take listings out of public lists after 45
 * (docs/decisions/0015-listing-freshness.md).
 */
export function createFreshnessService(
  { db, publicCache, mail, appUrl, clock }: Deps,
  properties: PropertyService,
  users: UserService,
) {
  /** An approved listing of this owner, or why not. */
  async function ownApproved(caller: Caller | null, userId: string, propertyId: string) {
    selfOwner(caller, userId);
    const listing = await properties.ownProperty(userId, propertyId);
    if (listing.campaignRequest !== 'Approve') throw Conflict(MSG.onlyApprovedAvailability);
    return listing;
  }

  async function answer(msg: string, propertyId: string) {
    publicCache.invalidate();
    const property = await properties.listing(propertyId);
    return { msg, property: property! };
  }

  return {
    async confirm(caller: Caller | null, userId: string, propertyId: string) {
      await ownApproved(caller, userId, propertyId);
      await confirmAvailable(db, propertyId, clock.now());
      return answer(MSG.confirmedAvailable, propertyId);
    },

    async markUnavailable(caller: Caller | null, userId: string, propertyId: string) {
      await ownApproved(caller, userId, propertyId);
      await markUnavailable(db, propertyId, clock.now());
      return answer(MSG.markedUnavailable, propertyId);
    },

    /**
     * The daily job: a reminder per listing due one. Marking the listings reminded and
     * queueing their mails is one transaction: a reminder is marked sent only if it is queued.
     */
    async remindOwners() {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const due = await takeDueReminders(tx, now, TRUST_RULES.remindAfterDays);
        for (const listing of due) {
          const left = TRUST_RULES.hideAfterDays - daysSince(listing.lastConfirmedAt ?? now, now);
          await mail.enqueue(tx, {
            kind: 'reminder',
            ownerId: listing.ownerId,
            propertyId: listing.propertyId,
            title: listing.title,
            hideInDays: Math.max(1, left),
          });
        }
        return due.length;
      });
    },

    /** The reminder mail of a queued job (mail/mail-jobs.ts); none if the owner is gone. */
    async composeReminderMail(job: Extract<MailJob, { kind: 'reminder' }>): Promise<Mail | null> {
      const owner = await users.profileOf(job.ownerId);
      if (!owner) return null;
      const link = `${appUrl}/ownerDashboard?confirm=${job.propertyId}`;
      return {
        to: owner.email,
        link,
        ...reminderMail(job.title, link, owner.firstName, job.hideInDays),
      };
    },

    /** The daily job: unconfirmed listings leave public lists. */
    async hideUnconfirmed() {
      const hidden = await hideUnconfirmed(db, clock.now(), TRUST_RULES.hideAfterDays);
      if (hidden > 0) publicCache.invalidate();
      return hidden;
    },
  };
}
export type FreshnessService = ReturnType<typeof createFreshnessService>;

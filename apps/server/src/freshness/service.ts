import { MSG, TRUST_RULES, daysSince } from '@basera/contract';
import { selfOwner, type Caller } from '../access/checks';
import type { Deps } from '../lib/deps';
import { Conflict } from '../lib/errors';
import { reminderMail } from '../mail/templates';
import { findPropertyRow } from '../properties/repository';
import type { PropertyService } from '../properties/service';
import { confirmAvailable, hideUnconfirmed, markUnavailable, takeDueReminders } from './repository';

/**
 * Listings people can believe are still on offer: the owner confirms or marks them rented or
 * sold; daily jobs remind owners after 30 days and take listings out of public lists after 45
 * (docs/decisions/0015-listing-freshness.md).
 */
export function createFreshnessService(
  { db, publicCache, mailer, config, clock, background }: Deps,
  properties: PropertyService,
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
    const property = await findPropertyRow(db, propertyId);
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

    /** The daily job: a reminder per listing due one, each mail on its own (one failing is logged). */
    async remindOwners() {
      const now = clock.now();
      const due = await takeDueReminders(db, now, TRUST_RULES.remindAfterDays);
      for (const listing of due) {
        const link = `${config.appUrl}/ownerDashboard?confirm=${listing.propertyId}`;
        const left = TRUST_RULES.hideAfterDays - daysSince(listing.lastConfirmedAt ?? now, now);
        background.run('reminder mail', () =>
          mailer.send({
            to: listing.owner.email,
            link,
            ...reminderMail(listing.title, link, listing.owner.firstName, Math.max(1, left)),
          }),
        );
      }
      return due.length;
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

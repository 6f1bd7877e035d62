import {
  MSG,
  type CampaignRequestUpdate,
  type CampaignStatus,
  type ReviewQueueQuery,
} from '@basera/contract';
import type { Deps } from '../deps';
import { Conflict } from '../lib/errors';
import { propertyNotFound } from '../lib/access';
import type { Db } from '../db/client';
import type { MailJob } from '../mail/mail-jobs';
import type { Mail } from '../mail/mailer';
import { decisionMail } from '../mail/templates';
import { findPropertyRow, setStatus } from '../properties/repository';
import { findProfile } from '../users/repository';
import {
  countOpenReports,
  listDecisions,
  lockForDecision,
  otherListingsOf,
  recordDecision,
  reviewQueue,
} from './repository';

type Decided = 'Approve' | 'Reject';
const isDecision = (status: CampaignStatus): status is Decided =>
  status === 'Approve' || status === 'Reject';

/** The admin's review: the queue, one listing with its context, and decisions with reasons. */
export function createModerationService({ db, publicCache, mail, appUrl, clock }: Deps) {
  /** Tells the owner of a decision: queued in the decision's own transaction `tx`. */
  function mailOwner(
    tx: Db,
    ownerId: string,
    decision: { status: Decided; reason: string | null; title: string },
  ) {
    return mail.enqueue(tx, { kind: 'decision', ownerId, decision });
  }

  /** The decision mail of a queued job (mail/mail-jobs.ts); none if the owner is gone. */
  async function composeDecisionMail(
    job: Extract<MailJob, { kind: 'decision' }>,
  ): Promise<Mail | null> {
    const owner = await findProfile(db, job.ownerId);
    if (!owner) return null;
    const link = `${appUrl}/ownerDashboard`;
    return { to: owner.email, link, ...decisionMail(job.decision, link, owner.firstName) };
  }

  return {
    mailOwner,
    composeDecisionMail,

    /**
     * PUT /admin/updateCampaignRequest. Under the listing's row lock: the version the admin
     * reviewed must still be the listing's (409 otherwise), and only a Submitted listing is
     * approved or rejected. Nothing changes when either check fails.
     */
    async decide(body: CampaignRequestUpdate) {
      const status = body.campaignRequest;
      const reason = body.reason ?? null;
      await db.transaction(async (tx) => {
        const listing = await lockForDecision(tx, body.propertyId);
        if (!listing || listing.userId !== body.userId) throw propertyNotFound();
        if (body.version !== undefined && body.version !== listing.version)
          throw Conflict(MSG.listingChanged);
        if (!isDecision(status)) {
          await setStatus(tx, body.propertyId, status);
          return;
        }
        if (listing.campaignRequest !== 'Submitted') throw Conflict(MSG.notWaitingForReview);
        await recordDecision(tx, body.propertyId, {
          status,
          reason,
          version: listing.version,
          at: clock.now(),
        });
        await mailOwner(tx, body.userId, { status, reason, title: listing.propertyTitle });
      });
      publicCache.invalidate();
      return { msg: MSG.campaignUpdated };
    },

    /** GET /admin/reviewQueue: a page and the number of all matches. */
    queue: (query: ReviewQueueQuery) => reviewQueue(db, query),

    /** GET /admin/reviewProperty/{id}: the listing, its owner, their other listings, its history. */
    async review(propertyId: string) {
      const property = await findPropertyRow(db, propertyId);
      if (!property) throw propertyNotFound();
      const owner = await findProfile(db, property.userId);
      if (!owner) throw propertyNotFound(); // the owner was deleted a moment ago
      return {
        property,
        owner,
        ownerListings: await otherListingsOf(db, property.userId, propertyId),
        decisions: await listDecisions(db, propertyId),
        openReports: await countOpenReports(db, propertyId),
      };
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;

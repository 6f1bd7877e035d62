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
import type { UserService } from '../users/service';
import type { PropertyService } from '../properties/service';
import {
  countOpenReports,
  countWaiting,
  listDecisions,
  lockForDecision,
  otherListingsOf,
  recordDecision,
  reviewQueue,
} from './repository';

type Decided = 'Approve' | 'Reject';
type LockedListing = NonNullable<Awaited<ReturnType<typeof lockForDecision>>>;
const isDecision = (status: CampaignStatus): status is Decided =>
  status === 'Approve' || status === 'Reject';

/** The admin's review: the queue, one listing with its context, and decisions with reasons. */
export function createModerationService(
  { db, publicCache, mail, appUrl, clock }: Deps,
  users: UserService,
  properties: PropertyService,
) {
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
    const owner = await users.profileOf(job.ownerId);
    if (!owner) return null;
    const link = `${appUrl}/ownerDashboard`;
    return { to: owner.email, link, ...decisionMail(job.decision, link, owner.firstName) };
  }

  /** Approves or rejects a listing locked by lockForDecision in `tx`, and mails its owner. */
  async function recordAndMail(
    tx: Db,
    propertyId: string,
    listing: LockedListing,
    decision: { status: Decided; reason: string | null },
  ) {
    await recordDecision(tx, propertyId, {
      ...decision,
      version: listing.version,
      at: clock.now(),
    });
    await mailOwner(tx, listing.userId, { ...decision, title: listing.propertyTitle });
  }

  return {
    composeDecisionMail,

    /**
     * The listing under its row lock, in `tx`, for a decision made elsewhere (a report's
     * resolution, reports/service.ts); null when it is gone.
     */
    lockForDecision: (tx: Db, propertyId: string) => lockForDecision(tx, propertyId),

    /**
     * Takes a listing locked by lockForDecision down: rejected with a reason the owner reads,
     * recorded in its history and mailed to them, in the caller's transaction `tx`.
     */
    takeDown: (tx: Db, propertyId: string, listing: LockedListing, reason: string) =>
      recordAndMail(tx, propertyId, listing, { status: 'Reject', reason }),

    /** The admin's counters: listings waiting for review, and open reports. */
    async counts() {
      return { waitingForReview: await countWaiting(db), openReports: await countOpenReports(db) };
    },

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
          await properties.setStatus(tx, body.propertyId, status);
          return;
        }
        if (listing.campaignRequest !== 'Submitted') throw Conflict(MSG.notWaitingForReview);
        await recordAndMail(tx, body.propertyId, listing, { status, reason });
      });
      publicCache.invalidate();
      return { msg: MSG.campaignUpdated };
    },

    /** GET /admin/reviewQueue: a page and the number of all matches. */
    queue: (query: ReviewQueueQuery) => reviewQueue(db, query),

    /** GET /admin/reviewProperty/{id}: the listing, its owner, their other listings, its history. */
    async review(propertyId: string) {
      const property = await properties.listing(propertyId);
      if (!property) throw propertyNotFound();
      const owner = await users.profileOf(property.userId);
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

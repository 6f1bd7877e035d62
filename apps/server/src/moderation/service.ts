import {
  MSG,
  type CampaignRequestUpdate,
  type CampaignStatus,
  type ReviewQueueQuery,
} from '@basera/contract';
import type { Deps } from '../lib/deps';
import { Conflict } from '../lib/errors';
import { propertyNotFound } from '../access/checks';
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
export function createModerationService({
  db,
  publicCache,
  mailer,
  background,
  config,
  clock,
}: Deps) {
  /** Tells the owner of a decision after it is stored; a mail that fails is logged, not lost silently. */
  function mailOwner(
    ownerId: string,
    decision: { status: Decided; reason: string | null; title: string },
  ) {
    background.run('decision mail', async () => {
      const owner = await findProfile(db, ownerId);
      if (!owner) return;
      const link = `${config.appUrl}/ownerDashboard`;
      await mailer.send({
        to: owner.email,
        link,
        ...decisionMail(decision, link, owner.firstName),
      });
    });
  }

  return {
    mailOwner,

    /**
     * PUT /admin/updateCampaignRequest. Under the listing's row lock: the version the admin
     * reviewed must still be the listing's (409 otherwise), and only a Submitted listing is
     * approved or rejected. Nothing changes when either check fails.
     */
    async decide(body: CampaignRequestUpdate) {
      const status = body.campaignRequest;
      const reason = body.reason ?? null;
      const decided = await db.transaction(async (tx) => {
        const listing = await lockForDecision(tx, body.propertyId);
        if (!listing || listing.userId !== body.userId) throw propertyNotFound();
        if (body.version !== undefined && body.version !== listing.version)
          throw Conflict(MSG.listingChanged);
        if (!isDecision(status)) {
          await setStatus(tx, body.propertyId, status);
          return null;
        }
        if (listing.campaignRequest !== 'Submitted') throw Conflict(MSG.notWaitingForReview);
        await recordDecision(tx, body.propertyId, {
          status,
          reason,
          version: listing.version,
          at: clock.now(),
        });
        return { status, reason, title: listing.propertyTitle };
      });
      publicCache.invalidate();
      if (decided) mailOwner(body.userId, decided);
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

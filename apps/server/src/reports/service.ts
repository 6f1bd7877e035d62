import {
  API_MSG,
  MSG,
  TRUST_RULES,
  type ReportAction,
  type ReportPropertyInput,
} from '@basera/contract';
import { propertyNotFound, visibleTo, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { Conflict, Forbidden, NotFound, TooManyRequests, Unauthorized } from '../lib/errors';
import type { ModerationService } from '../moderation/service';
import type { PropertyService } from '../properties/service';
import {
  closeOpenReports,
  countingReporters,
  dismissReportsBy,
  findReport,
  hasOpenReportFrom,
  holdForReports,
  insertReport,
  listingsReportedBy,
  listReports,
  lockReporterMailbox,
  releaseHold,
  reportsSentSince,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Readers report listings; three people take one out of public lists until an admin decides.
 * A person is a mailbox, and a mailbox sends at most TRUST_RULES.reportsPerDay reports a day
 * (docs/decisions/0027-reports-counted-per-mailbox.md).
 */
export function createReportService(
  { db, publicCache, clock }: Deps,
  moderation: ModerationService,
  properties: PropertyService,
) {
  return {
    /**
     * Under the listing's row lock and the reporter's mailbox lock, so reports at the same
     * moment count right: one open report per mailbox and listing, at most reportsPerDay a day
     * per mailbox, and the report that makes three people holds the listing.
     */
    async report(caller: Caller | null, propertyId: string, input: Required<ReportPropertyInput>) {
      if (caller?.kind !== 'user') throw Forbidden(API_MSG.forbidden); // the route's guard already said so
      const listing = visibleTo(caller, await properties.listingAccess(propertyId));
      if (listing.campaignRequest !== 'Approve') throw propertyNotFound();
      if (listing.userId === caller.id) throw Forbidden(MSG.reportOwnListing);
      const held = await db.transaction(async (tx) => {
        await properties.lockListing(tx, propertyId);
        const mailbox = await lockReporterMailbox(tx, caller.id);
        if (!mailbox) throw Unauthorized(API_MSG.tokenInvalid); // deleted a moment ago
        if (await hasOpenReportFrom(tx, propertyId, mailbox)) throw Conflict(MSG.reportedAlready);
        const now = clock.now();
        const sent = await reportsSentSince(tx, mailbox, new Date(now.getTime() - DAY_MS));
        if (sent.n >= TRUST_RULES.reportsPerDay) {
          const freeAt = (sent.oldest ?? now).getTime() + DAY_MS;
          throw TooManyRequests(
            MSG.reportsPerDayReached,
            Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
          );
        }
        await insertReport(tx, { propertyId, userId: caller.id, createdAt: now, ...input });
        if ((await countingReporters(tx, propertyId)) < TRUST_RULES.reportsToHide) return false;
        await holdForReports(tx, propertyId, now);
        return true;
      });
      if (held) publicCache.invalidate();
      return { msg: MSG.reportSent };
    },

    /**
     * A blocked user's open reports are dismissed, in the block's transaction `tx`; a listing
     * they helped hide comes back when the people left no longer reach the threshold. Listings
     * are locked in id order before their reports change, as a report locks its listing first.
     * Says whether any listing came back (the public cache is then stale).
     */
    async dismissReportsOfBlocked(tx: Db, userId: string): Promise<boolean> {
      const listings = await listingsReportedBy(tx, userId);
      for (const propertyId of listings) await properties.lockListing(tx, propertyId);
      await dismissReportsBy(tx, userId);
      let released = false;
      for (const propertyId of listings) {
        if ((await countingReporters(tx, propertyId)) >= TRUST_RULES.reportsToHide) continue;
        released = (await releaseHold(tx, propertyId)) || released;
      }
      return released;
    },

    list: (page: { limit: number; offset: number; status: 'open' | 'all' }) =>
      listReports(db, page),

    /**
     * The admin's decision on a report is a decision on the listing: every open report of it
     * closes. Dismiss puts it back in public lists; unpublish rejects it, with a reason the
     * owner reads, and mails them.
     */
    async resolve(reportId: string, action: ReportAction) {
      const report = await findReport(db, reportId);
      if (!report) throw NotFound(MSG.reportNotFound);
      await db.transaction(async (tx) => {
        const listing = await moderation.lockForDecision(tx, report.propertyId);
        if (!listing) throw NotFound(MSG.reportNotFound);
        const current = await findReport(tx, reportId);
        if (current?.status !== 'open') throw Conflict(MSG.reportClosed);
        await closeOpenReports(tx, report.propertyId, action);
        await releaseHold(tx, report.propertyId);
        if (action === 'dismiss') return;
        const reason = `Taken down after reports from readers: ${report.reason}`;
        await moderation.takeDown(tx, report.propertyId, listing, reason);
      });
      publicCache.invalidate();
      return { msg: MSG.reportResolved };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;

import {
  API_MSG,
  MSG,
  TRUST_RULES,
  type ReportAction,
  type ReportPropertyInput,
} from '@basera/contract';
import { propertyNotFound, visibleTo, type Caller } from '../access/checks';
import type { Deps } from '../lib/deps';
import { Conflict, Forbidden, NotFound } from '../lib/errors';
import type { ModerationService } from '../moderation/service';
import { lockForDecision, recordDecision } from '../moderation/repository';
import { findPropertyAccess, lockProperty } from '../properties/repository';
import {
  closeOpenReports,
  findReport,
  hasOpenReport,
  holdForReports,
  insertReport,
  listReports,
  openReporters,
  releaseHold,
} from './repository';

/** Readers report listings; three people take one out of public lists until an admin decides. */
export function createReportService(
  { db, publicCache, clock }: Deps,
  moderation: ModerationService,
) {
  return {
    /**
     * Under the listing's row lock, so two reports at once count right: one open report per
     * reader and listing, and the third reader's report holds the listing.
     */
    async report(caller: Caller | null, propertyId: string, input: Required<ReportPropertyInput>) {
      if (caller?.kind !== 'user') throw Forbidden(API_MSG.forbidden); // the route's guard already said so
      const listing = visibleTo(caller, await findPropertyAccess(db, propertyId));
      if (listing.campaignRequest !== 'Approve') throw propertyNotFound();
      if (listing.userId === caller.id) throw Forbidden(MSG.reportOwnListing);
      const held = await db.transaction(async (tx) => {
        await lockProperty(tx, propertyId);
        if (await hasOpenReport(tx, propertyId, caller.id)) throw Conflict(MSG.reportedAlready);
        await insertReport(tx, { propertyId, userId: caller.id, ...input });
        if ((await openReporters(tx, propertyId)) < TRUST_RULES.reportsToHide) return false;
        await holdForReports(tx, propertyId, clock.now());
        return true;
      });
      if (held) publicCache.invalidate();
      return { msg: MSG.reportSent };
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
        const listing = await lockForDecision(tx, report.propertyId);
        if (!listing) throw NotFound(MSG.reportNotFound);
        const current = await findReport(tx, reportId);
        if (current?.status !== 'open') throw Conflict(MSG.reportClosed);
        await closeOpenReports(tx, report.propertyId, action);
        await releaseHold(tx, report.propertyId);
        if (action === 'dismiss') return;
        const reason = `Taken down after reports from readers: ${report.reason}`;
        await recordDecision(tx, report.propertyId, {
          status: 'Reject',
          reason,
          version: listing.version,
          at: clock.now(),
        });
        await moderation.mailOwner(tx, report.ownerId, {
          status: 'Reject',
          reason,
          title: listing.propertyTitle,
        });
      });
      publicCache.invalidate();
      return { msg: MSG.reportResolved };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;

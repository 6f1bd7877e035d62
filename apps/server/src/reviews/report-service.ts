import { MSG, type ReportReviewInput, type ReviewReportAction } from '@basera/contract';
import { signedInUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { Conflict, Forbidden, NotFound } from '../lib/errors';
import { deleteReview } from './repository';
import {
  closeOpenReviewReports,
  closeReviewReport,
  findReviewForReport,
  findReviewReport,
  insertReviewReport,
  listReviewReports,
  lockReviewReport,
} from './report-repository';

/**
 * A lister reports a review of their own listing (they may not delete it: a lister who could
 * would keep only the praise); the admin removes the review or dismisses the report.
 */
export function createReviewReportService({ db, publicCache }: Deps) {
  return {
    async report(caller: Caller | null, reviewId: string, input: Required<ReportReviewInput>) {
      const user = signedInUser(caller);
      const review = await findReviewForReport(db, reviewId);
      if (!review) throw NotFound(MSG.reviewNotFound);
      if (review.listerId !== user.id) throw Forbidden(MSG.reviewReportOnlyLister);
      const sent = await insertReviewReport(db, {
        reviewId,
        propertyId: review.propertyId,
        reporterId: user.id,
        reviewText: review.review,
        reviewAuthorName: review.authorName,
        ...input,
      });
      if (!sent) throw Conflict(MSG.reviewReportedAlready);
      return { msg: MSG.reviewReportSent };
    },

    list: (page: { limit: number; offset: number; status: 'open' | 'all' }) =>
      listReviewReports(db, page),

    /** Remove deletes the review (its report closes as removed); dismiss keeps it. */
    async resolve(reportId: string, action: ReviewReportAction) {
      if (!(await findReviewReport(db, reportId))) throw NotFound(MSG.reviewReportNotFound);
      const removed = await db.transaction(async (tx) => {
        const report = await lockReviewReport(tx, reportId);
        if (report?.status !== 'open') throw Conflict(MSG.reviewReportClosed);
        if (action === 'dismiss') {
          await closeReviewReport(tx, reportId, 'dismissed');
          return false;
        }
        if (report.reviewId) {
          await closeOpenReviewReports(tx, report.reviewId, 'removed');
          await deleteReview(tx, report.reviewId);
          return true;
        }
        await closeReviewReport(tx, reportId, 'removed');
        return false;
      });
      // A listing's page kept in the public cache shows its reviews.
      if (removed) publicCache.invalidate();
      return { msg: MSG.reviewReportResolved };
    },
  };
}
export type ReviewReportService = ReturnType<typeof createReviewReportService>;

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewReport } from '@basera/contract';
import type { ReportFilter } from '../lib/report-info';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type { ReviewReport };

/** GET /admin/reviewReports?status=open|all&limit=&offset= → listers' reports, newest first. */
export function useReviewReportsList(status: ReportFilter) {
  return useInfiniteQuery(
    pagedListOptions<ReviewReport>(adminKeys.reviewReports(status), '/admin/reviewReports', {
      params: { status },
    }),
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewReport } from '@basera/contract';
import type { ReportFilter } from '../lib/report-info';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type { ReviewReport };

/** GET /admin/reviewReports?status=open|all&limit=&offset= → listers' reports, newest first. */
export function useReviewReportsList(status: ReportFilter) {
  return useInfiniteQuery(
    pagedListOptions<ReviewReport>(adminKeys.reviewReports(status), {
      path: '/admin/reviewReports',
      query: { status },
      auth: 'admin',
    }),
  );
}

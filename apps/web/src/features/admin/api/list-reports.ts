import { useInfiniteQuery } from '@tanstack/react-query';
import type { Report } from '@basera/contract';
import type { ReportFilter } from '../lib/report-info';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type { Report };

/** GET /admin/Reports?status=open|all&limit=&offset= → readers' reports, newest first. */
export function useReportsList(status: ReportFilter) {
  return useInfiniteQuery(
    pagedListOptions<Report>(adminKeys.reports(status), {
      path: '/admin/Reports',
      query: { status },
      auth: 'admin',
    }),
  );
}

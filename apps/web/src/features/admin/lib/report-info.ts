import { reportPageQuerySchema, type ReportStatus } from '@basera/contract';

/** How a report's state reads in the admin's list. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  unpublished: 'Unpublished',
};

/** The Reports menu's filter, as GET /admin/Reports takes it: 'open' (the default) or 'all'. */
const reportFilter = reportPageQuerySchema.shape.status;
export const REPORT_FILTERS = reportFilter.unwrap().options;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** The filter in the URL (?tab=reports&status=all); anything else is the default. */
export function readReportFilter(params: URLSearchParams): ReportFilter {
  return reportFilter.catch('open').parse(params.get('status') ?? undefined);
}

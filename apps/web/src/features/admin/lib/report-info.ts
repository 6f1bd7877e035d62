import { reportPageQuerySchema, type ReportStatus } from '@basera/contract';
import { tKey } from '@/i18n/keys';

/** How a report's state reads in the admin's list (keys of the `admin` namespace). */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: tKey('admin:reports.status.open'),
  dismissed: tKey('admin:reports.status.dismissed'),
  unpublished: tKey('admin:reports.status.unpublished'),
};

/** The Reports menu's filter, as GET /admin/Reports takes it: 'open' (the default) or 'all'. */
const reportFilter = reportPageQuerySchema.shape.status;
export const REPORT_FILTERS = reportFilter.unwrap().options;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** The filter in the URL (?tab=reports&status=all); anything else is the default. */
export function readReportFilter(params: URLSearchParams): ReportFilter {
  return reportFilter.catch('open').parse(params.get('status') ?? undefined);
}

import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Check, EyeOff } from 'lucide-react';
import { MSG, type ReportAction, type ReportStatus } from '@basera/contract';
import { errorMessage } from '@/lib/api-client';
import { useCounts } from '../api/get-counts';
import { useReportsList, type Report } from '../api/list-reports';
import { useResolveReport } from '../api/resolve-report';
import { openReportsLabel } from '../lib/count-labels';
import { formatDateTime } from '../lib/days-ago';
import { reviewHref } from '../lib/queue-view';
import { readReportFilter, REPORT_STATUS_LABELS, type ReportFilter } from '../lib/report-info';
import { ConfirmDialog } from './confirm-dialog';
import { useTableLayout, type Column } from './data-list';
import { ListPanel } from './list-panel';
import { MessageText } from './message-text';
import { RowButton } from './row-actions';
import { ReportStatusBadge } from './report-status-badge';
import { SegmentedControl } from './segmented-control';

const STATUS_TONES = { open: 'open', dismissed: 'closed', unpublished: 'takenDown' } as const;

function ListingReportBadge({ status }: { status: ReportStatus }) {
  return <ReportStatusBadge label={REPORT_STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
}

/**
 * Reports (docs/product.md §4): what readers reported, newest first. Dismiss keeps the listing
 * public; Unpublish (after a confirmation) rejects it and mails its owner. Either closes every
 * open report on that listing.
 */
export function ReportsPanel() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const translateMessage = useTranslateMessage();
  const about = (report: Report) => t('reports.about', { title: report.propertyTitle });
  const [params, setParams] = useSearchParams();
  const filter = readReportFilter(params);
  const query = useReportsList(filter);
  const counts = useCounts();
  const asTable = useTableLayout();
  const resolve = useResolveReport();
  const [unpublishing, setUnpublishing] = useState<Report | null>(null);

  const setFilter = (next: ReportFilter) => {
    const updated = new URLSearchParams(params);
    if (next === 'open') updated.delete('status');
    else updated.set('status', next);
    setParams(updated, { replace: true });
  };

  function act(report: Report, action: ReportAction) {
    resolve.mutate(
      { reportId: report._id, action },
      {
        onSuccess: () => {
          toast.success(MSG.reportResolved);
          setUnpublishing(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
        },
      },
    );
  }

  const listing = (report: Report) => (
    <Link
      to={reviewHref(report.propertyId)}
      className="rounded-sm font-semibold break-words text-slate-950 hover:text-brand-800 hover:underline"
    >
      {report.propertyTitle}
    </Link>
  );

  const onListing = (report: Report) => (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap">
        {openReportsLabel(t, format.language, report.openReports)}
      </span>
      {report.hidden && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset">
          <EyeOff className="size-3" aria-hidden="true" />
          {t('reports.hidden')}
        </span>
      )}
    </div>
  );

  const columns: Column<Report>[] = [
    {
      header: t('columns.listing'),
      inCard: false,
      className: 'min-w-44 max-w-56',
      cell: (report) => (
        <>
          {listing(report)}
          <p className="mt-0.5 text-xs text-slate-500">{translateMessage(report.city)}</p>
        </>
      ),
    },
    {
      header: t('columns.reason'),
      className: 'min-w-48 max-w-64',
      cell: (report) => (
        <>
          <p className="font-medium text-slate-900">{translateMessage(report.reason)}</p>
          {report.details && <MessageText text={report.details} clamp={asTable} />}
        </>
      ),
    },
    {
      header: t('columns.reportedBy'),
      className: 'whitespace-nowrap',
      cell: (report) => (
        <>
          <p>{report.reporterName}</p>
          <time dateTime={report.createdAt} className="text-xs text-slate-500">
            {formatDateTime(report.createdAt, format.language)}
          </time>
        </>
      ),
    },
    { header: t('columns.reports'), inTable: false, cell: onListing },
    {
      header: t('columns.status'),
      inCard: false,
      cell: (report) => (
        <div className="flex flex-col items-start gap-1.5">
          <ListingReportBadge status={report.status} />
          {onListing(report)}
        </div>
      ),
    },
    {
      header: t('columns.decide'),
      kind: 'action',
      cell: (report) =>
        report.status === 'open' && (
          <div className="flex gap-2 [&>*]:flex-1 xl:flex-col xl:[&>*]:flex-none">
            <RowButton
              onClick={() => act(report, 'dismiss')}
              icon={<Check aria-hidden="true" />}
              context={about(report)}
            >
              {t('actions.dismiss')}
            </RowButton>
            <RowButton
              tone="danger"
              onClick={() => setUnpublishing(report)}
              icon={<EyeOff aria-hidden="true" />}
              context={about(report)}
            >
              {t('actions.unpublish')}
            </RowButton>
          </div>
        ),
    },
  ];

  return (
    <ListPanel
      tab="reports"
      action={
        <SegmentedControl
          legend={t('reports.show')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'open', label: t('reports.open'), count: counts.data?.openReports },
            { value: 'all', label: t('reports.all') },
          ]}
        />
      }
      caption={t('reports.caption')}
      query={query}
      columns={columns}
      cardTitle={listing}
      cardAside={(report) => <ListingReportBadge status={report.status} />}
      noun="reports"
      empty={
        filter === 'open'
          ? { title: t('reports.emptyOpenTitle'), text: t('reports.emptyOpenText') }
          : { title: t('reports.emptyAllTitle'), text: t('reports.emptyAllText') }
      }
    >
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => {
          if (!open) setUnpublishing(null);
        }}
        title={t('reports.unpublishTitle')}
        description={
          unpublishing && t('reports.unpublishText', { title: unpublishing.propertyTitle })
        }
        confirmLabel={t('actions.unpublish')}
        icon={<EyeOff className="size-5 text-red-700" aria-hidden="true" />}
        pending={resolve.isPending}
        onConfirm={() => unpublishing && act(unpublishing, 'unpublish')}
      />
    </ListPanel>
  );
}

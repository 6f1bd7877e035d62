import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, Trash2 } from 'lucide-react';
import { MSG, type ReviewReportAction, type ReviewReportStatus } from '@basera/contract';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { tKey } from '@/i18n/keys';
import { errorMessage, segment } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReviewReportsList, type ReviewReport } from '../api/list-review-reports';
import { useResolveReviewReport } from '../api/resolve-review-report';
import { formatDateTime } from '../lib/days-ago';
import type { ReportFilter } from '../lib/report-info';
import { ConfirmDialog } from './confirm-dialog';
import { DataList, useTableLayout, type Column } from './data-list';
import { MessageText } from './message-text';
import { RowButton } from './row-actions';
import { ReportStatusBadge } from './report-status-badge';
import { SegmentedControl } from './segmented-control';

const STATUS_LABELS: Record<ReviewReportStatus, string> = {
  open: tKey('admin:reviewReports.status.open'),
  dismissed: tKey('admin:reviewReports.status.dismissed'),
  removed: tKey('admin:reviewReports.status.removed'),
};

const STATUS_TONES = { open: 'open', dismissed: 'closed', removed: 'takenDown' } as const;

function ReviewReportBadge({ status }: { status: ReviewReportStatus }) {
  return <ReportStatusBadge label={STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
}

/**
 * The Reports tab's second list: reviews that listers reported on their own listings. Remove
 * (after a confirmation) deletes the review; Dismiss keeps it
 * (docs/decisions/0029-one-review-per-person.md).
 */
export function ReviewReportsSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const translateMessage = useTranslateMessage();
  const headingId = useId();
  const [filter, setFilter] = useState<ReportFilter>('open');
  const query = useReviewReportsList(filter);
  const asTable = useTableLayout();
  const resolve = useResolveReviewReport();
  const [removing, setRemoving] = useState<ReviewReport | null>(null);
  const about = (report: ReviewReport) =>
    t('reviewReports.about', { name: report.reviewAuthorName, title: report.propertyTitle });

  function act(report: ReviewReport, action: ReviewReportAction) {
    resolve.mutate(
      { reportId: report._id, action },
      {
        onSuccess: () => {
          toast.success(MSG.reviewReportResolved);
          setRemoving(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
        },
      },
    );
  }

  const listing = (report: ReviewReport) => (
    <Link
      to={`/propertyDetails/admin/${segment(report.propertyId)}`}
      className="rounded-sm font-semibold break-words text-slate-950 hover:text-brand-800 hover:underline"
    >
      {report.propertyTitle}
    </Link>
  );

  const columns: Column<ReviewReport>[] = [
    {
      header: t('columns.listing'),
      inCard: false,
      className: 'min-w-40 max-w-52',
      cell: listing,
    },
    {
      header: t('columns.review'),
      className: 'min-w-48 max-w-64',
      cell: (report) => (
        <>
          <p className="font-medium text-slate-900">{report.reviewAuthorName}</p>
          <MessageText text={report.review} clamp={asTable} />
        </>
      ),
    },
    {
      header: t('columns.reason'),
      className: 'min-w-36 max-w-48',
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
    {
      // A decided report shows its outcome here in the table (and beside a card's title).
      header: t('columns.decide'),
      kind: 'action',
      cell: (report) =>
        report.status !== 'open' ? (
          asTable && <ReviewReportBadge status={report.status} />
        ) : (
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
              onClick={() => setRemoving(report)}
              icon={<Trash2 aria-hidden="true" />}
              context={about(report)}
            >
              {t('actions.removeReview')}
            </RowButton>
          </div>
        ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-8">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-950">
            {t('reviewReports.title')}
          </h2>
          <p className="mt-1.5 text-[15px] text-slate-600">{t('reviewReports.description')}</p>
        </div>
        <div className="shrink-0">
          <SegmentedControl
            legend={t('reviewReports.show')}
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'open', label: t('reports.open') },
              { value: 'all', label: t('reports.all') },
            ]}
          />
        </div>
      </div>
      <DataList
        caption={t('reviewReports.caption')}
        query={query}
        columns={columns}
        cardTitle={listing}
        cardAside={(report) => <ReviewReportBadge status={report.status} />}
        noun="reports"
        empty={
          filter === 'open'
            ? { title: t('reviewReports.emptyOpenTitle'), text: t('reviewReports.emptyOpenText') }
            : { title: t('reviewReports.emptyAllTitle'), text: t('reviewReports.emptyAllText') }
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('reviewReports.removeTitle')}
        description={removing && t('reviewReports.removeText', { name: removing.reviewAuthorName })}
        confirmLabel={t('actions.removeReview')}
        pending={resolve.isPending}
        onConfirm={() => removing && act(removing, 'remove')}
      />
    </section>
  );
}

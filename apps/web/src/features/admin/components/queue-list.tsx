import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheckBig, Eye, Pencil, ScanSearch, UserRound } from 'lucide-react';
import { PROPERTY_TYPE_LABELS, type Property } from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { segment } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { daysAgo, formatDate } from '../lib/days-ago';
import { useTableLayout } from './data-list';
import { RowButton, RowLink } from './row-actions';

export type QueueListProps = {
  rows: Property[];
  /** The row J, K, A and R act on. */
  selectedId: string | null;
  /** Grows each time the selection moved by keyboard: focus follows it then, not on a click. */
  focusRequest: number;
  /** Rows decided on this screen: they stay in place, marked as just decided. */
  decidedIds: ReadonlySet<string>;
  hrefOf: (row: Property) => string;
  onSelect: (row: Property) => void;
  onEdit: (row: Property) => void;
  onOwner: (row: Property) => void;
  /** Shown over the rows while other filters load. */
  stale: boolean;
};

/** The listing's owner as the row names them; the queue's answer may leave the name out. */
function ownerName(row: Property): string | null {
  return row.lister ? `${row.lister.firstName} ${row.lister.lastName}` : null;
}

function typeLine(row: Property, translateMessage: (english: string) => string): string {
  return [PROPERTY_TYPE_LABELS[row.propertyType], row.property]
    .filter((part): part is string => Boolean(part))
    .map(translateMessage)
    .join(' · ');
}

/** When it was sent for review: '3 days ago', with the date itself for the exact day. */
function Submitted({ row, inline = false }: { row: Property; inline?: boolean }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const at = row.submittedAt ?? row.createdAt;
  const ago = daysAgo(t, at);
  const day = formatDate(at, language);
  return (
    <time dateTime={at} className={inline ? undefined : 'flex flex-col'}>
      <span className="font-medium text-slate-800">
        {inline ? t('queue.submittedAgo', { ago }) : ago}
      </span>
      <span className={cn('text-slate-500', inline ? 'ml-1.5' : 'text-xs')}>
        {inline ? `(${day})` : day}
      </span>
    </time>
  );
}

/**
 * The queue: a table on wide screens, cards on phones. One row is selected (J and K move it; a
 * click selects); Enter or the title opens its review screen. Each row keeps the Property
 * list's actions: Review, Edit (Change Status, Delete), View Owner Details, View Property.
 */
export function QueueList(props: QueueListProps) {
  const { rows, selectedId, focusRequest } = props;
  const { t } = useTranslation('admin');
  const translateMessage = useTranslateMessage();
  const asTable = useTableLayout();
  const elements = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (focusRequest === 0 || !selectedId) return;
    // A tick later: a dialog that just closed (Reject) puts focus back on the row it was opened
    // from, a tick after it goes; the newly selected row must win.
    const timer = window.setTimeout(() => {
      const element = elements.current.get(selectedId);
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: 'nearest' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusRequest, selectedId]);

  const register = (row: Property) => (element: HTMLElement | null) => {
    if (element) elements.current.set(row._id, element);
    else elements.current.delete(row._id);
  };

  const rowProps = (row: Property) => {
    const selected = row._id === selectedId;
    return {
      ref: register(row),
      'data-queue-row': '',
      tabIndex: selected ? 0 : -1,
      'aria-current': selected ? ('true' as const) : undefined,
      onClick: () => props.onSelect(row),
      // Selection follows focus (Tab, a click), so Enter always opens the row in focus.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) props.onSelect(row);
      },
    };
  };

  const actions = (row: Property, compact: boolean) => (
    <>
      <RowLink
        to={props.hrefOf(row)}
        icon={<ScanSearch aria-hidden="true" />}
        context={row.propertyTitle}
      >
        {t('actions.review')}
      </RowLink>
      <RowButton
        onClick={() => props.onEdit(row)}
        icon={<Pencil aria-hidden="true" />}
        context={row.propertyTitle}
        compact={compact}
      >
        {t('actions.edit')}
      </RowButton>
      <RowButton
        onClick={() => props.onOwner(row)}
        icon={<UserRound aria-hidden="true" />}
        context={row.propertyTitle}
        compact={compact}
      >
        {t('actions.viewOwnerDetails')}
      </RowButton>
      <RowLink
        to={`/propertyDetails/admin/${segment(row._id)}`}
        icon={<Eye aria-hidden="true" />}
        context={row.propertyTitle}
        tone="neutral"
        compact={compact}
      >
        {t('actions.viewProperty')}
      </RowLink>
    </>
  );

  const title = (row: Property) => (
    <Link
      to={props.hrefOf(row)}
      tabIndex={-1}
      className="rounded-sm font-semibold break-words text-slate-950 hover:text-brand-800 hover:underline"
    >
      {row.propertyTitle}
    </Link>
  );

  const busy = props.stale ? { 'aria-busy': true as const } : {};

  if (asTable) {
    // The owner's name comes with the row only when the server sends it.
    const withOwner = rows.some((row) => row.lister);
    const headers = [
      t('columns.listing'),
      t('columns.city'),
      t('columns.status'),
      ...(withOwner ? [t('columns.owner')] : []),
      t('columns.submitted'),
    ];
    return (
      <div className="flex flex-col gap-1.5">
        <Loading active={props.stale} />
        <div
          className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
          {...busy}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('queue.caption')}</caption>
            <thead className="border-b border-slate-200 bg-slate-50/80">
              <tr>
                {headers.map((header) => (
                  <th
                    key={header}
                    scope="col"
                    className="px-3 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-5"
                  >
                    {header}
                  </th>
                ))}
                <th scope="col" className="px-3 py-3 pr-5 text-right">
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => {
                const decided = props.decidedIds.has(row._id);
                return (
                  <tr
                    key={row._id}
                    {...rowProps(row)}
                    className={cn(
                      'cursor-pointer transition-colors outline-none hover:bg-slate-50',
                      decided && 'bg-slate-50',
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                      'aria-[current=true]:bg-brand-50/70 aria-[current=true]:shadow-[inset_4px_0_0_var(--color-brand-600)]',
                    )}
                  >
                    <td className="max-w-72 py-3 pr-3 pl-5 align-middle">
                      {title(row)}
                      <p className="mt-0.5 text-xs text-slate-500">
                        {typeLine(row, translateMessage)}
                      </p>
                      {decided && <JustDecided />}
                    </td>
                    <Cell>{translateMessage(row.city)}</Cell>
                    <Cell>
                      <CampaignStatusBadge status={row.campaignRequest} audience="admin" />
                    </Cell>
                    {withOwner && (
                      <Cell>{ownerName(row) ?? <span className="text-slate-400">—</span>}</Cell>
                    )}
                    <Cell className="whitespace-nowrap">
                      <Submitted row={row} />
                    </Cell>
                    <td className="py-3 pr-5 pl-3 text-right align-middle whitespace-nowrap">
                      <div className="inline-flex items-center gap-1.5">{actions(row, true)}</div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Loading active={props.stale} />
      <ul className="grid gap-3 md:grid-cols-2 md:gap-4" aria-label={t('queue.caption')} {...busy}>
        {rows.map((row) => {
          const decided = props.decidedIds.has(row._id);
          const owner = ownerName(row);
          return (
            <li
              key={row._id}
              {...rowProps(row)}
              className={cn(
                'min-w-0 rounded-2xl p-4 shadow-card ring-1 ring-slate-900/5 outline-none',
                decided ? 'bg-slate-50' : 'bg-white',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'aria-[current=true]:ring-2 aria-[current=true]:ring-brand-600',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-base leading-snug">{title(row)}</p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {typeLine(row, translateMessage)} · {translateMessage(row.city)}
                  </p>
                </div>
                <CampaignStatusBadge
                  status={row.campaignRequest}
                  audience="admin"
                  className="shrink-0"
                />
              </div>
              <p className="mt-2 text-sm text-slate-600">
                {owner && (
                  <>
                    <span className="font-medium text-slate-800">{owner}</span>
                    <span aria-hidden="true"> · </span>
                  </>
                )}
                <Submitted row={row} inline />
              </p>
              {decided && <JustDecided />}
              <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                {actions(row, true)}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn('px-3 py-3 align-middle text-slate-800', className)}>{children}</td>;
}

/** Said on a row decided on this screen, which stays until the filters change. */
function JustDecided() {
  const { t } = useTranslation('admin');
  return (
    <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-slate-600">
      <CircleCheckBig className="size-3.5 text-brand-700" aria-hidden="true" />
      {t('queue.decidedJustNow')}
    </p>
  );
}

/** While other filters load, the old rows stay under a pulsing bar (its room is kept). */
function Loading({ active }: { active: boolean }) {
  return (
    <div className="h-0.5 overflow-hidden rounded-full" aria-hidden="true">
      {active && <div className="h-full w-full animate-pulse rounded-full bg-brand-500" />}
    </div>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Building2, Flag, Hourglass, UserRoundCog, UsersRound } from 'lucide-react';
import { LoadErrorPanel, LoadingPlaceholder } from '@/components/ui/status-panel';
import { cn } from '@/lib/cn';
import { useCounts } from '../api/get-counts';
import { openReportsLabel, waitingLabel } from '../lib/count-labels';
import { adminTabHref, type AdminTab } from '../lib/tabs';
import { PropertyTypeChart, propertyTypeBars, type ChartBar } from './property-type-chart';

/**
 * Dashboard (docs/product.md §2): what waits for the admin (listings to review, open reports),
 * counts of users, properties and owners, and listings by type.
 */
export function DashboardPanel() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const translateMessage = useTranslateMessage();
  const counts = useCounts();

  if (counts.isPending) return <DashboardSkeleton />;
  if (counts.isError) {
    return (
      <LoadErrorPanel
        title={t('dashboard.loadError')}
        error={counts.error}
        onRetry={counts.refetch}
      />
    );
  }

  const { userCount, propertyCount, ownerCount, waitingForReview, openReports } = counts.data;
  const bars = propertyTypeBars(counts.data).map((bar) => ({
    ...bar,
    label: translateMessage(bar.label),
  }));

  return (
    <div className="flex flex-col gap-5 sm:gap-6">
      <ul
        className="grid gap-2.5 sm:grid-cols-2 sm:gap-4"
        aria-label={t('dashboard.waitingForYou')}
      >
        <AttentionCard
          label={waitingLabel(t, format.language, waitingForReview)}
          text={waitingForReview > 0 ? t('dashboard.waitingText') : t('dashboard.noneWaiting')}
          tab="property"
          icon={<Hourglass />}
          active={waitingForReview > 0}
          tone="bg-accent-100 text-accent-800"
        />
        <AttentionCard
          label={openReportsLabel(t, format.language, openReports)}
          text={openReports > 0 ? t('dashboard.reportsText') : t('dashboard.noReports')}
          tab="reports"
          icon={<Flag />}
          active={openReports > 0}
          tone="bg-red-100 text-red-800"
        />
      </ul>

      <ul className="grid grid-cols-3 gap-2.5 sm:gap-4" aria-label={t('dashboard.counts')}>
        <CountCard
          label={t('dashboard.users')}
          view={<Trans t={t} i18nKey="dashboard.viewUsers" components={VIEW_PARTS} />}
          value={userCount}
          tab="users"
          icon={<UsersRound />}
          tone="bg-brand-50 text-brand-700"
        />
        <CountCard
          label={t('dashboard.properties')}
          view={<Trans t={t} i18nKey="dashboard.viewProperties" components={VIEW_PARTS} />}
          value={propertyCount}
          tab="property"
          icon={<Building2 />}
          tone="bg-accent-50 text-accent-700"
        />
        <CountCard
          label={t('dashboard.owners')}
          view={<Trans t={t} i18nKey="dashboard.viewOwners" components={VIEW_PARTS} />}
          value={ownerCount}
          tab="owners"
          icon={<UserRoundCog />}
          tone="bg-slate-100 text-slate-700"
        />
      </ul>

      <section
        aria-labelledby="by-type-heading"
        className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="by-type-heading" className="text-lg font-semibold text-slate-950">
            {t('dashboard.byType')}
          </h2>
          <p className="text-sm text-slate-500">
            {t('dashboard.listings', { number: format.number(propertyCount) })}
          </p>
        </div>
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_220px] lg:items-center">
          <PropertyTypeChart bars={bars} title={t('dashboard.byType')} />
          <TypeBreakdown bars={bars} total={propertyCount} />
        </div>
      </section>
    </div>
  );
}

/** 'View users': the noun is spoken to screen readers, and shown from the small breakpoint. */
const VIEW_PARTS = { hidden: <span className="sr-only sm:not-sr-only" /> };

function CountCard({
  label,
  view,
  value,
  tab,
  icon,
  tone,
}: {
  label: string;
  /** The link's words, 'View users'. */
  view: ReactNode;
  value: number;
  tab: AdminTab;
  icon: ReactNode;
  tone: string;
}) {
  const format = useFormat();
  return (
    <li className="flex flex-col rounded-2xl bg-white p-3.5 shadow-card ring-1 ring-slate-900/5 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-[13px] font-semibold text-slate-600 sm:text-sm">{label}</p>
        <span
          className={`hidden size-10 items-center justify-center rounded-xl sm:flex [&>svg]:size-5 ${tone}`}
          aria-hidden="true"
        >
          {icon}
        </span>
      </div>
      <p className="mt-1 text-[28px] font-bold tracking-tight text-slate-950 tabular-nums sm:text-4xl">
        {format.number(value)}
      </p>
      <Link
        to={adminTabHref(tab)}
        className="mt-2 inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline sm:mt-3"
      >
        {view}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** Work waiting for the admin; the whole card opens it. */
function AttentionCard({
  label,
  text,
  tab,
  icon,
  active,
  tone,
}: {
  label: string;
  text: string;
  tab: AdminTab;
  icon: ReactNode;
  /** Something is waiting: the card stands out. */
  active: boolean;
  tone: string;
}) {
  return (
    <li
      className={cn(
        'relative flex items-center gap-3.5 rounded-2xl bg-white p-4 shadow-card ring-1 transition-shadow hover:shadow-pop sm:p-5',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600',
        active ? 'ring-accent-300' : 'ring-slate-900/5',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-xl [&>svg]:size-5',
          active ? tone : 'bg-slate-100 text-slate-500',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={adminTabHref(tab)}
          className="text-lg leading-tight font-bold text-slate-950 outline-none after:absolute after:inset-0 after:rounded-2xl"
        >
          {label}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600">{text}</p>
      </div>
      <ArrowRight className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
    </li>
  );
}

/** The same figures as the chart, as a list with each type's share. */
function TypeBreakdown({ bars, total }: { bars: ChartBar[]; total: number }) {
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-3 border-t border-slate-100 pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
      {bars.map((bar) => {
        const share = total > 0 ? Math.round((bar.value / total) * 100) : 0;
        return (
          <li key={bar.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-700">{bar.label}</span>
              <span className="text-slate-500 tabular-nums">
                <span className="font-semibold text-slate-900">{format.number(bar.value)}</span> ·{' '}
                {share}%
              </span>
            </div>
            <div
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100"
              aria-hidden="true"
            >
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <LoadingPlaceholder label={t('dashboard.loading')} className="flex flex-col gap-5 sm:gap-6">
      <div className="grid grid-cols-1 gap-2.5 sm:grid-cols-2 sm:gap-4" aria-hidden="true">
        {[0, 1].map((index) => (
          <div
            key={index}
            className="flex h-[76px] items-center gap-3.5 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:h-[84px] sm:p-5"
          >
            <div className="size-11 animate-pulse rounded-xl bg-slate-100" />
            <div className="min-w-0 flex-1">
              <div className="h-4 w-40 max-w-full animate-pulse rounded bg-slate-200" />
              <div className="mt-2 h-3 w-56 max-w-full animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2.5 sm:gap-4" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-[118px] min-w-0 rounded-2xl bg-white p-3.5 sm:h-[136px] sm:p-5 shadow-card ring-1 ring-slate-900/5"
          >
            <div className="h-3.5 w-20 max-w-full animate-pulse rounded bg-slate-200" />
            <div className="mt-4 h-8 w-16 max-w-full animate-pulse rounded bg-slate-200" />
            <div className="mt-4 h-3.5 w-24 max-w-full animate-pulse rounded bg-slate-100" />
          </div>
        ))}
      </div>
      <div
        className="flex h-[380px] flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5"
        aria-hidden="true"
      >
        <div className="h-5 w-44 animate-pulse rounded bg-slate-200" />
        <div className="mt-8 flex flex-1 items-end justify-around gap-4 border-b border-slate-200 px-4">
          {[55, 80, 35, 45, 65].map((height) => (
            <div
              key={height}
              className="w-10 animate-pulse rounded-t-md bg-slate-100"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
      </div>
    </LoadingPlaceholder>
  );
}

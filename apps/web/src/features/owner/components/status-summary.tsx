import { useFormat } from '@/i18n/use-format';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_STATUSES } from '@basera/contract';
import { CAMPAIGN_STATUS_INFO } from '@/lib/campaign-status';
import { cn } from '@/lib/cn';
import type { StatusSummary } from '../api/get-owner-properties';

/** Counts of the owner's listings by status, on the dashboard's brand band. */
export function StatusSummaryStrip({ summary }: { summary: StatusSummary | undefined }) {
  const { t } = useTranslation('owner');
  const format = useFormat();
  const plus = summary?.more ? '+' : '';
  const outOfSearch = summary?.outOfSearch ?? 0;
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-3',
        outOfSearch > 0 ? 'sm:grid-cols-3 lg:grid-cols-6' : 'sm:grid-cols-5',
      )}
    >
      <Stat
        label={t('summary.all')}
        value={summary ? `${format.number(summary.total)}${plus}` : undefined}
        strong
        className="col-span-2 sm:col-span-1"
      />
      {CAMPAIGN_STATUSES.map((status) => (
        <Stat
          key={status}
          label={t(CAMPAIGN_STATUS_INFO[status].ownerLabel)}
          value={summary ? format.number(summary[status]) : undefined}
          dot={CAMPAIGN_STATUS_INFO[status].dotClasses}
        />
      ))}
      {outOfSearch > 0 && (
        <Stat
          label={t('summary.outOfSearch')}
          value={format.number(outOfSearch)}
          dot="bg-amber-400"
        />
      )}
    </dl>
  );
}

function Stat({
  label,
  value,
  dot,
  strong = false,
  className,
}: {
  label: string;
  value: string | undefined;
  dot?: string;
  strong?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('owner');
  return (
    <div
      className={cn(
        'rounded-2xl px-4 py-3 ring-1',
        strong ? 'bg-white text-slate-950 ring-white' : 'bg-white/10 text-white ring-white/15',
        className,
      )}
    >
      <dt
        className={cn(
          'flex items-center gap-2 text-xs font-semibold tracking-wide uppercase',
          strong ? 'text-brand-700' : 'text-brand-100',
        )}
      >
        {dot && (
          <span
            className={cn('size-2 rounded-full ring-2 ring-white/60', dot)}
            aria-hidden="true"
          />
        )}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">
        {value ?? (
          <span className="inline-block h-7 w-8 animate-pulse rounded bg-current/15">
            <span className="sr-only">{t('summary.loading')}</span>
          </span>
        )}
      </dd>
    </div>
  );
}

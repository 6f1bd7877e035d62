import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';

type ResultCountProps = {
  /** All matches, from X-Total-Count; null when the server did not say. */
  total: number | null;
  /** A new answer is on its way: the old number would be wrong, and 0 would be a lie. */
  counting: boolean;
};

/** '124 properties', '1 property'; a shimmer while counting; nothing when unknown. */
export function ResultCount({ total, counting }: ResultCountProps) {
  const { t } = useTranslation('search');
  const format = useFormat();
  return (
    <p className="min-h-6 text-[15px] whitespace-nowrap text-slate-700" aria-live="polite">
      {counting ? (
        <>
          <span
            className="inline-block h-4 w-28 animate-pulse rounded-md bg-slate-200 align-middle"
            aria-hidden="true"
          />
          <span className="sr-only">{t('count.counting')}</span>
        </>
      ) : (
        total !== null && (
          <Trans
            t={t}
            i18nKey="count.properties"
            count={total}
            values={{ total: format.number(total) }}
            components={{ strong: <strong className="font-bold text-slate-950" /> }}
          />
        )
      )}
    </p>
  );
}

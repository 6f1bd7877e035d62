import { LocateOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { NearMeStatus } from '../hooks/use-near-me';

/** What became of 'near me': asking the browser, or why the results are not nearest first. */
export function NearMeNotice({ status, className }: { status: NearMeStatus; className?: string }) {
  const { t } = useTranslation('search');
  if (status === 'idle') return null;
  if (status === 'asking') {
    return (
      <p
        role="status"
        className={cn('flex items-center gap-2 text-sm font-medium text-slate-700', className)}
      >
        <Spinner label={null} className="size-4 text-brand-700" />
        {t('nearMe.asking')}
      </p>
    );
  }
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-950 ring-1 ring-amber-200',
        className,
      )}
    >
      <LocateOff className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      {status === 'refused' ? t('nearMe.refused') : t('nearMe.unavailable')}
    </p>
  );
}

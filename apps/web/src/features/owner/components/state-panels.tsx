import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** A friendly "nothing here yet" panel with an icon, a sentence and an action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      <div
        className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&>svg]:size-6"
        aria-hidden="true"
      >
        {icon}
      </div>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1.5 max-w-sm text-[15px] text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
  className,
}: {
  /** 'We could not load this' unless said. */
  title?: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-red-200',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <CircleAlert className="size-6" aria-hidden="true" />
      </div>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title ?? t('states.loadError')}</p>
      <p className="mt-1.5 max-w-sm text-[15px] text-slate-600">
        {translateMessage(errorMessage(error))}
      </p>
      {onRetry && (
        <Button
          variant="outline"
          className="mt-6"
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          {t('states.tryAgain')}
        </Button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Inbox, RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';

/** What stands where a list would be: nothing to show yet, or a failure. */
export function ListState({
  tone,
  title,
  text,
  action,
}: {
  tone: 'empty' | 'error';
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const Icon = tone === 'error' ? TriangleAlert : Inbox;
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      role={tone === 'error' ? 'alert' : undefined}
    >
      <div
        className={cn(
          'flex size-12 items-center justify-center rounded-2xl',
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-[15px] text-slate-600">{text}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A read that failed: what went wrong, and Try again. */
export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation('admin');
  const translateMessage = useTranslateMessage();
  return (
    <ListState
      tone="error"
      title={title}
      text={translateMessage(errorMessage(error))}
      action={
        <Button
          variant="outline"
          onClick={() => void onRetry()}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          {t('list.tryAgain')}
        </Button>
      }
    />
  );
}

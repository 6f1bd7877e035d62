import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';

/**
 * The server refused a decision because the listing is not what the admin looked at (409): say
 * so plainly, and offer the listing as it is now. Nothing was changed.
 */
export function ConflictAlert({
  message,
  title,
  actionLabel,
  onAction,
  loading = false,
}: {
  message: string;
  /** The listing's title, when the screen shows more than one. */
  title?: string;
  actionLabel: string;
  onAction: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  const translateMessage = useTranslateMessage();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-accent-300 bg-accent-50 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-accent-900">{translateMessage(message)}</p>
          <p className="mt-0.5 text-sm break-words text-accent-900/80">
            {title ? t('conflict.withTitle', { title }) : t('conflict.withoutTitle')}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onAction}
        loading={loading}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
        className="shrink-0 self-start sm:self-center"
      >
        {actionLabel}
      </Button>
    </div>
  );
}

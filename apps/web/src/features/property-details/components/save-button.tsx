import { toast } from '@/lib/toast';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSavedState } from '../api/get-saved-state';
import { useSetSaved } from '../api/set-saved';

type SaveButtonProps = { userId: string; propertyId: string; className?: string };

/**
 * The heart (docs/product.md §2 and §4): a toggle button whose pressed state is the saved state. It
 * changes at once; if the server refuses, the old state comes back and the reason is shown.
 */
export function SaveButton({ userId, propertyId, className }: SaveButtonProps) {
  const { t } = useTranslation('details');
  const { data, isError } = useSavedState(userId, propertyId);
  const setSaved = useSetSaved();
  const saved = data?.saved ?? false;
  const ready = Boolean(data);

  function toggle() {
    if (!ready || setSaved.isPending) return;
    setSaved.mutate(
      { userId, propertyId, saved: !saved },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-disabled={!ready || undefined}
      title={isError ? t('common:card.saveCheckFailed') : saved ? t('save.remove') : t('save.add')}
      className={cn(
        'inline-flex h-10 items-center justify-center gap-2 rounded-xl border px-3.5 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        saved
          ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
          : 'border-slate-300 bg-white text-slate-800 hover:border-rose-300 hover:text-rose-700',
        !ready && 'cursor-wait opacity-60',
        className,
      )}
    >
      <Heart
        className={cn('size-[18px] transition-transform', saved && 'scale-110 fill-current')}
        aria-hidden="true"
      />
      {saved ? t('common:card.saved') : t('common:card.save')}
    </button>
  );
}

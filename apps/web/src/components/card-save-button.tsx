import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { useAdminAuth, useUserAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { savedIdsQuery, useSavedIds, useToggleSaved } from '@/lib/saved-ids';

type CardSaveButtonProps = { propertyId: string; className?: string };

/**
 * The heart on a property card. Signed in, it saves and unsaves at once (put back with the reason if
 * the server refuses); signed out, it asks to sign in and comes back here. The admin gets none.
 */
export function CardSaveButton({ propertyId, className }: CardSaveButtonProps) {
  const { t } = useTranslation();
  const { token, userId } = useUserAuth();
  const { adminToken } = useAdminAuth();
  const signedInUser = token ? userId : null;
  const savedIds = useSavedIds(signedInUser);
  const toggleSaved = useToggleSaved();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  if (!token && adminToken) return null;

  const saved = savedIds.data?.has(propertyId) ?? false;
  const waiting = Boolean(signedInUser) && !savedIds.data;

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // The card's link is not followed from here.
    event.preventDefault();
    event.stopPropagation();
    if (!signedInUser) {
      void navigate('/signIn', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    const toggle = (savedNow: boolean) =>
      toggleSaved.mutate(
        { userId: signedInUser, propertyId, saved: !savedNow },
        { onError: (error) => toast.error(errorMessage(error)) },
      );
    // A server-rendered card can be tapped before the saved ids arrive: the tap waits for them
    // instead of being lost.
    if (waiting) {
      queryClient.fetchQuery(savedIdsQuery(signedInUser)).then(
        (answer) => toggle(answer.ids.includes(propertyId)),
        (error: unknown) => toast.error(errorMessage(error)),
      );
      return;
    }
    toggle(saved);
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={saved ? t('card.saved') : t('card.save')}
      aria-busy={waiting || undefined}
      title={
        savedIds.isError ? t('card.saveCheckFailed') : saved ? t('card.saved') : t('card.save')
      }
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-slate-900/10 backdrop-blur transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        saved ? 'text-rose-600 hover:bg-rose-50' : 'text-slate-700 hover:text-rose-600',
        waiting && 'cursor-wait',
        className,
      )}
    >
      <Heart
        className={cn('size-5 transition-transform', saved && 'scale-110 fill-current')}
        aria-hidden="true"
      />
    </button>
  );
}

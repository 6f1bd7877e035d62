import type { ReactNode } from 'react';
import { Flag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@basera/contract';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';

type ReviewItemProps = {
  review: Review;
  /** Written by the reader: marked 'You'. */
  own: boolean;
  /** The button at the right of the author's name, if the reader may act on it. */
  action?: ReactNode;
};

/** One review: its author, its time (and whether it was edited), and its text as typed. */
export function ReviewItem({ review, own, action }: ReviewItemProps) {
  const { t } = useTranslation('details');
  const format = useFormat();
  const name = `${review.firstName} ${review.lastName}`.trim() || t('reviews.anonymous');
  const initials = `${review.firstName.charAt(0)}${review.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <div
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          own ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800',
        )}
        aria-hidden="true"
      >
        {initials}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">
              {name}
              {own && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800">
                  {t('reviews.you')}
                </span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={review.created_at}>{format.reviewTime(review.created_at)}</time>
              {review.updated_at && (
                <>
                  {' · '}
                  <time dateTime={review.updated_at} title={format.reviewTime(review.updated_at)}>
                    {t('reviews.edited')}
                  </time>
                </>
              )}
            </p>
          </div>
          {action}
        </div>
        <p className="mt-2 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700">
          {review.review}
        </p>
      </div>
    </li>
  );
}

type ReviewActionProps = {
  kind: 'delete' | 'report';
  /** Names the review for screen readers and as the button's title. */
  title: string;
  busy?: boolean;
  onClick: () => void;
};

/** Delete (red, a bin) or Report (a flag): a word beside the icon from 640 px, the icon alone below. */
export function ReviewAction({ kind, title, busy = false, onClick }: ReviewActionProps) {
  const { t } = useTranslation('details');
  const Icon = kind === 'delete' ? Trash2 : Flag;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      title={title}
      className={cn(
        '-mt-1 -mr-2 inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 sm:px-2.5',
        kind === 'delete'
          ? 'text-red-700 hover:bg-red-50 hover:text-red-800'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {busy ? (
        <Spinner className="size-4" label={null} />
      ) : (
        <Icon className="size-4" aria-hidden="true" />
      )}
      <span className="sr-only sm:not-sr-only">
        {kind === 'delete' ? t('reviews.delete') : t('reviews.report')}
      </span>
    </button>
  );
}

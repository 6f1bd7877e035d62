import { useEffect, useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** What LOAD MORE needs of a paged (infinite) query, e.g. one from lib/paged-list.ts. */
export type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

type LoadMoreProps = {
  query: NextPageQuery;
  /** The button's name for screen readers, saying what it loads: 'Load more properties'. */
  label?: string;
  /** The button's words, when a list has its own; 'LOAD MORE' and 'LOADING…' otherwise. */
  text?: { idle: string; loading: string };
  /** Said when the next page failed to load; the button stays, to try again. */
  errorText?: string;
  /** Said in the button's place once every page is read: 'All 12 users shown'. */
  endText?: string;
  /** The next page also loads by itself as the end of the list scrolls into view. */
  loadOnScroll?: boolean;
  className?: string;
};

/**
 * LOAD MORE under a paged list (docs/product.md §2): shown while the list has another page,
 * busy (and disabled) while that page loads, gone once the list has ended.
 */
export function LoadMore({
  query,
  label,
  text,
  errorText,
  endText,
  loadOnScroll = false,
  className,
}: LoadMoreProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadOnScroll =
    loadOnScroll && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  // A new observer after each page (canLoadOnScroll turns false while it loads) looks again at
  // an end that is still in view. After a failure it waits for the button.
  useEffect(() => {
    const target = end.current;
    if (!target || !canLoadOnScroll || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadOnScroll, fetchNextPage]);

  const failed = isFetchNextPageError && errorText !== undefined;
  if (!hasNextPage && endText === undefined && !failed) return null;
  const words = text ?? { idle: t('loadMore.button'), loading: t('loadMore.loading') };

  return (
    <div ref={end} className={cn('flex flex-col items-center gap-2 text-center', className)}>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
      {hasNextPage ? (
        <Button
          variant="outline"
          size="lg"
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          icon={<ChevronDown className="size-5" aria-hidden="true" />}
          aria-label={label}
          className="min-w-48 tracking-wide"
        >
          {isFetchingNextPage ? words.loading : words.idle}
        </Button>
      ) : (
        endText !== undefined && <p className="text-sm text-slate-500">{endText}</p>
      )}
    </div>
  );
}

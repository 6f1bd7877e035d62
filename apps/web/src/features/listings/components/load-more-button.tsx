import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

type LoadMoreButtonProps = {
  onClick: () => void;
  loading: boolean;
  /** What is loaded, for screen readers: 'Load more properties'. */
  what: string;
};

/** LOAD MORE under a paged list (docs/product.md §2, §9). */
export function LoadMoreButton({ onClick, loading, what }: LoadMoreButtonProps) {
  return (
    <div className="mt-10 flex justify-center">
      <Button
        variant="outline"
        size="lg"
        onClick={onClick}
        loading={loading}
        icon={<ChevronDown className="size-5" aria-hidden="true" />}
        aria-label={`Load more ${what}`}
        className="min-w-48 tracking-wide"
      >
        {loading ? 'LOADING…' : 'LOAD MORE'}
      </Button>
    </div>
  );
}

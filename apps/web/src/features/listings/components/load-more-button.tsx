import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type LoadMoreButtonProps = {
  onClick: () => void;
  loading: boolean;
  /** The button's name for screen readers, saying what it loads: 'Load more properties'. */
  label: string;
};

/** LOAD MORE under a paged list (docs/product.md §2, §9). */
export function LoadMoreButton({ onClick, loading, label }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 flex justify-center">
      <Button
        variant="outline"
        size="lg"
        onClick={onClick}
        loading={loading}
        icon={<ChevronDown className="size-5" aria-hidden="true" />}
        aria-label={label}
        className="min-w-48 tracking-wide"
      >
        {loading ? t('loadMore.loading') : t('loadMore.button')}
      </Button>
    </div>
  );
}

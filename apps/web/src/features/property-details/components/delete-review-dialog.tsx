import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type DeleteReviewDialogProps = {
  /** The review the admin is about to delete; null while closed. */
  review: Review | null;
  pending: boolean;
  onConfirm: (review: Review) => void;
  onClose: () => void;
};

/** The admin deletes someone else's review only after saying so: it cannot be undone. */
export function DeleteReviewDialog({
  review,
  pending,
  onConfirm,
  onClose,
}: DeleteReviewDialogProps) {
  const { t } = useTranslation('details');
  const name = review ? `${review.firstName} ${review.lastName}`.trim() : '';
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('reviews.deleteConfirmTitle')}
      description={t('reviews.deleteConfirmText', { name })}
      size="sm"
      icon={<Trash2 className="size-5 text-red-700" aria-hidden="true" />}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t('report.cancel')}
        </Button>
        <Button variant="danger" loading={pending} onClick={() => review && onConfirm(review)}>
          {t('reviews.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

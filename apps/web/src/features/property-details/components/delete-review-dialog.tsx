import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';

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
      <DialogFooter
        cancelLabel={t('report.cancel')}
        onCancel={onClose}
        confirmLabel={t('reviews.delete')}
        onConfirm={() => review && onConfirm(review)}
        confirmVariant="danger"
        pending={pending}
      />
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { House } from 'lucide-react';
import { MSG, type Property } from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { errorMessage } from '@/lib/api-client';
import { useMarkUnavailable } from '../api/mark-unavailable';

type MarkUnavailableDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  property: Property;
};

/** Asks before an approved listing leaves search as rented or sold. */
export function MarkUnavailableDialog({
  open,
  onOpenChange,
  userId,
  property,
}: MarkUnavailableDialogProps) {
  const { t } = useTranslation('owner');
  const mark = useMarkUnavailable();

  const onMark = () => {
    mark.mutate(
      { userId, propertyId: property._id },
      {
        onSuccess: () => {
          toast.success(MSG.markedUnavailable);
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const sold = property.propertyType === 'sell' || property.propertyType === 'plot';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mark.isPending) onOpenChange(next);
      }}
      title={t('markUnavailable.title')}
      description={
        sold ? t('markUnavailable.descriptionSale') : t('markUnavailable.descriptionRent')
      }
      size="sm"
      icon={<House className="size-5" aria-hidden="true" />}
    >
      <p className="rounded-xl bg-slate-50 px-3.5 py-3 text-sm font-medium break-words text-slate-900 ring-1 ring-slate-100">
        {property.propertyTitle}
      </p>
      <DialogFooter
        cancelLabel={t('markUnavailable.cancel')}
        onCancel={() => onOpenChange(false)}
        confirmLabel={t('markUnavailable.confirm')}
        onConfirm={onMark}
        pending={mark.isPending}
        className="mt-6"
      />
    </Dialog>
  );
}

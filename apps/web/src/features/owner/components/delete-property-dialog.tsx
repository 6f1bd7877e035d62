import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Trash2 } from 'lucide-react';
import { MSG } from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { useDeleteProperty } from '../api/delete-property';

type DeletePropertyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  propertyId: string;
  propertyTitle: string;
};

/** The 'Delete Property' confirmation (docs/product.md §2); the list refreshes after a delete. */
export function DeletePropertyDialog({
  open,
  onOpenChange,
  userId,
  propertyId,
  propertyTitle,
}: DeletePropertyDialogProps) {
  const { t } = useTranslation('owner');
  const remove = useDeleteProperty();

  const onDelete = () => {
    remove.mutate(
      { userId, propertyId },
      {
        onSuccess: () => {
          toast.success(MSG.propertyDeleted);
          onOpenChange(false);
        },
        onError: () => toast.error(MSG.deletePropertyFailed),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      size="sm"
      icon={<Trash2 className="size-5" aria-hidden="true" />}
    >
      <p className="rounded-xl bg-slate-50 px-3.5 py-3 text-sm font-medium break-words text-slate-900 ring-1 ring-slate-100">
        {propertyTitle}
      </p>
      <p className="mt-3 text-sm text-slate-600">{t('deleteDialog.body')}</p>
      <DialogFooter
        cancelLabel={t('deleteDialog.cancel')}
        onCancel={() => onOpenChange(false)}
        confirmLabel={t('deleteDialog.delete')}
        onConfirm={onDelete}
        confirmVariant="danger"
        pending={remove.isPending}
        className="mt-6"
      />
    </Dialog>
  );
}

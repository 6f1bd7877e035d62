import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import type { ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** 'Delete' unless said. */
  confirmLabel?: string;
  /** Beside the title; a bin unless the action is not a deletion. */
  icon?: ReactNode;
  /** The confirm button's look: red unless the action undoes something (e.g. Unblock). */
  confirmVariant?: ButtonVariant;
  pending: boolean;
  onConfirm: () => void;
};

/** Asks before something is deleted or taken down. It stays open (busy) until the call ends. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  icon = <Trash2 className="size-5 text-red-700" aria-hidden="true" />,
  confirmVariant = 'danger',
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      icon={icon}
    >
      <DialogFooter
        cancelLabel={t('confirm.cancel')}
        onCancel={() => onOpenChange(false)}
        confirmLabel={confirmLabel ?? t('confirm.delete')}
        onConfirm={onConfirm}
        confirmVariant={confirmVariant}
        pending={pending}
      />
    </Dialog>
  );
}

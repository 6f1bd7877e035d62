import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {t('confirm.cancel')}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} loading={pending}>
          {confirmLabel ?? t('confirm.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

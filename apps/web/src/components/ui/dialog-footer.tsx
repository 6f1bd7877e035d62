import { cn } from '@/lib/cn';
import { Button, type ButtonVariant } from './button';

type DialogFooterProps = {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** Absent: the confirm button submits the form the footer closes. */
  onConfirm?: () => void;
  /** The confirm button's look: 'danger' for what cannot be undone. */
  confirmVariant?: ButtonVariant;
  /** The confirm button spins; Cancel waits too, since the dialog stays open until the call ends. */
  pending?: boolean;
  /** Cancel stays usable while pending: a form whose dialog may close while it sends. */
  cancelWhilePending?: boolean;
  className?: string;
};

/**
 * The row of buttons that ends a dialog: Cancel, then the action, on the right on wide screens
 * and stacked with the action on top on phones.
 */
export function DialogFooter({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmVariant,
  pending = false,
  cancelWhilePending = false,
  className,
}: DialogFooterProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" onClick={onCancel} disabled={pending && !cancelWhilePending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={confirmVariant}
        onClick={onConfirm}
        loading={pending}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}

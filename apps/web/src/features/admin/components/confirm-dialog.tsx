import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Trash2 } from 'lucide-react';
import { MSG } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  pending: boolean;
  onConfirm: () => void;
};

/** Asks before something is deleted. It stays open (busy) until the call ends. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      icon={<Trash2 className="size-5 text-red-700" aria-hidden="true" />}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A deletion the admin confirms first: `ask(item)` opens the dialog, Delete calls the server,
 * then 'Success text' or 'Something Went Wrong' (docs/product.md §8) is shown.
 */
export function useConfirmedDelete<T, V>({
  mutation,
  variables,
  success,
  onDeleted,
}: {
  mutation: UseMutationResult<unknown, Error, V>;
  variables: (item: T) => V;
  success: string;
  onDeleted?: () => void;
}) {
  const [target, setTarget] = useState<T | null>(null);

  function onConfirm() {
    if (target === null) return;
    mutation.mutate(variables(target), {
      onSuccess: () => {
        toast.success(success);
        setTarget(null);
        onDeleted?.();
      },
      onError: () => {
        toast.error(MSG.somethingWentWrong);
      },
    });
  }

  return {
    target,
    ask: (item: T) => setTarget(item),
    dialogProps: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      pending: mutation.isPending,
      onConfirm,
    },
  };
}

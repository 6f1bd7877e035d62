import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { MSG } from '@basera/contract';
import type { ConfirmDialogProps } from '../components/confirm-dialog';

type ConfirmedDelete<T, V> = {
  mutation: UseMutationResult<unknown, Error, V>;
  /** What the delete call is given for an item, e.g. its id. */
  variables: (item: T) => V;
  /** The dialog's title, e.g. 'Delete Owner'. */
  title: string;
  /** The dialog's question about one item. */
  question: (item: T) => string;
  /** The toast once it is gone. */
  success: string;
};

/**
 * A deletion the admin confirms first: `ask(item)` opens the dialog, Delete calls the server,
 * then the success text or 'Something Went Wrong' (docs/product.md §8) is shown.
 */
export function useConfirmedDelete<T, V>({
  mutation,
  variables,
  title,
  question,
  success,
}: ConfirmedDelete<T, V>) {
  const [target, setTarget] = useState<T | null>(null);

  function onConfirm() {
    if (target === null) return;
    mutation.mutate(variables(target), {
      onSuccess: () => {
        toast.success(success);
        setTarget(null);
      },
      onError: () => {
        toast.error(MSG.somethingWentWrong);
      },
    });
  }

  const dialogProps: ConfirmDialogProps = {
    open: target !== null,
    onOpenChange: (open) => {
      if (!open) setTarget(null);
    },
    title,
    description: target === null ? '' : question(target),
    pending: mutation.isPending,
    onConfirm,
  };
  return { ask: (item: T) => setTarget(item), dialogProps };
}

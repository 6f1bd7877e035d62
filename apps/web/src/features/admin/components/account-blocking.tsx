import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, UserCheck } from 'lucide-react';
import type { AdminUser } from '@basera/contract';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBlockUser } from '../api/block-user';
import { ConfirmDialog } from './confirm-dialog';
import type { Column } from './data-list';
import { RowButton } from './row-actions';

export const fullName = (account: AdminUser) => `${account.firstName} ${account.lastName}`;

/** The red 'Blocked' mark of an account, in the table's Status column and on its phone card. */
export function BlockedBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-300 ring-inset">
      <Ban className="size-3" aria-hidden="true" />
      {t('blocking.blocked')}
    </span>
  );
}

/**
 * Block and Unblock on the Users and Owners lists (docs/product.md §2): a Status column, a
 * button per row, and the confirmation it opens. Blocking ends the account's sessions and
 * dismisses its open reports; unblocking lets it sign in again.
 */
export function useAccountBlocking() {
  const { t } = useTranslation('admin');
  const mutation = useBlockUser();
  // The account stays after the dialog closes, so its words do not change while it fades out.
  const [account, setAccount] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (target: AdminUser) => {
    setAccount(target);
    setOpen(true);
  };

  function onConfirm() {
    if (!account) return;
    mutation.mutate(
      { userId: account._id, blocked: !account.blocked },
      {
        onSuccess: (answer) => {
          toast.success(answer.msg);
          setOpen(false);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
        },
      },
    );
  }

  const statusColumn: Column<AdminUser> = {
    header: t('columns.status'),
    inCard: false,
    cell: (target) =>
      target.blocked ? (
        <BlockedBadge />
      ) : (
        <span className="text-slate-600">{t('blocking.active')}</span>
      ),
  };

  const button = (target: AdminUser) => (
    <RowButton
      tone={target.blocked ? 'neutral' : 'danger'}
      onClick={() => ask(target)}
      icon={target.blocked ? <UserCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
      context={fullName(target)}
    >
      {target.blocked ? t('actions.unblock') : t('actions.block')}
    </RowButton>
  );

  /**
   * Block or Unblock. `withState` puts the Blocked mark above the button in the table, for a
   * list too wide for a Status column of its own (the phone card shows it beside the name).
   */
  const actionColumn = ({ withState = false } = {}): Column<AdminUser> => ({
    header: t('columns.access'),
    kind: 'action',
    cell: (target) =>
      withState && target.blocked ? (
        <div className="flex flex-col items-stretch gap-1.5 xl:items-end">
          <span className="hidden xl:inline-flex">
            <BlockedBadge />
          </span>
          {button(target)}
        </div>
      ) : (
        button(target)
      ),
  });

  const unblocking = account?.blocked === true;
  const name = account ? fullName(account) : '';
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={unblocking ? t('blocking.unblockTitle') : t('blocking.blockTitle')}
      description={
        unblocking ? t('blocking.unblockQuestion', { name }) : t('blocking.blockQuestion', { name })
      }
      confirmLabel={unblocking ? t('actions.unblock') : t('actions.block')}
      confirmVariant={unblocking ? 'primary' : 'danger'}
      icon={
        unblocking ? (
          <UserCheck className="size-5 text-brand-700" aria-hidden="true" />
        ) : (
          <Ban className="size-5 text-red-700" aria-hidden="true" />
        )
      }
      pending={mutation.isPending}
      onConfirm={onConfirm}
    />
  );

  /** Beside the name on a phone card: the badge, only for a blocked account. */
  const cardAside = (target: AdminUser) => (target.blocked ? <BlockedBadge /> : null);

  return { statusColumn, actionColumn, cardAside, dialog };
}

import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { MSG, type AdminUser } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { useDeleteOwner } from '../api/delete-owner';
import { useOwnersList } from '../api/list-owners';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { fullName, useAccountBlocking } from './account-blocking';
import { ConfirmDialog } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import type { Column } from './data-list';
import { ListPanel } from './list-panel';
import { RowLink, deleteColumn } from './row-actions';

/**
 * Owners (docs/product.md §2): the Users columns plus View Property, Block or Unblock (with the
 * Blocked mark) and Delete.
 */
export function OwnersPanel() {
  const { t } = useTranslation('admin');
  const query = useOwnersList();
  const deletion = useConfirmedDelete({
    mutation: useDeleteOwner(),
    variables: (owner: AdminUser) => owner._id,
    title: t('owners.deleteTitle'),
    question: (owner) => t('owners.deleteQuestion', { name: fullName(owner) }),
    success: MSG.ownerDeleted,
  });

  const blocking = useAccountBlocking();

  const columns: Column<AdminUser>[] = [
    {
      header: t('columns.firstName'),
      cell: (owner) => owner.firstName,
      inCard: false,
      className: 'font-medium',
    },
    { header: t('columns.lastName'), cell: (owner) => owner.lastName, inCard: false },
    { header: t('columns.phone'), cell: (owner) => <PhoneLink phone={owner.phone} /> },
    { header: t('columns.email'), cell: (owner) => <EmailLink email={owner.email} /> },
    {
      header: t('columns.viewProperty'),
      kind: 'action',
      cell: (owner) => (
        <RowLink
          to={`/ownerProperty/${segment(owner._id)}`}
          icon={<Building2 aria-hidden="true" />}
          context={fullName(owner)}
        >
          {t('actions.viewProperty')}
        </RowLink>
      ),
    },
    blocking.actionColumn({ withState: true }),
    deleteColumn(t, deletion.ask, fullName),
  ];

  return (
    <ListPanel
      tab="owners"
      caption={t('owners.caption')}
      query={query}
      columns={columns}
      cardTitle={fullName}
      cardAside={blocking.cardAside}
      noun="owners"
      empty={{
        title: t('owners.emptyTitle'),
        text: t('owners.emptyText'),
      }}
    >
      <ConfirmDialog {...deletion.dialogProps} />
      {blocking.dialog}
    </ListPanel>
  );
}

import { Building2 } from 'lucide-react';
import { MSG, type User } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { useDeleteOwner } from '../api/delete-owner';
import { useOwnersList } from '../api/list-owners';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { ConfirmDialog } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import type { Column } from './data-list';
import { ListPanel } from './list-panel';
import { RowLink, deleteColumn } from './row-actions';

const fullName = (owner: User) => `${owner.firstName} ${owner.lastName}`;

/** Owners (docs/product.md §2): the Users columns plus View Property and Delete. */
export function OwnersPanel() {
  const query = useOwnersList();
  const deletion = useConfirmedDelete({
    mutation: useDeleteOwner(),
    variables: (owner: User) => owner._id,
    title: 'Delete Owner',
    question: (owner) =>
      `Are you sure you want to delete ${fullName(owner)}? Their account, listings and photos will be removed.`,
    success: MSG.ownerDeleted,
  });

  const columns: Column<User>[] = [
    {
      header: 'First Name',
      cell: (owner) => owner.firstName,
      inCard: false,
      className: 'font-medium',
    },
    { header: 'Last Name', cell: (owner) => owner.lastName, inCard: false },
    { header: 'Phone', cell: (owner) => <PhoneLink phone={owner.phone} /> },
    { header: 'Email', cell: (owner) => <EmailLink email={owner.email} /> },
    {
      header: 'View Property',
      kind: 'action',
      cell: (owner) => (
        <RowLink
          to={`/ownerProperty/${segment(owner._id)}`}
          icon={<Building2 aria-hidden="true" />}
          context={fullName(owner)}
        >
          View Property
        </RowLink>
      ),
    },
    deleteColumn(deletion.ask, fullName),
  ];

  return (
    <ListPanel
      tab="owners"
      caption="Owners"
      query={query}
      columns={columns}
      cardTitle={fullName}
      noun="owners"
      empty={{
        title: 'No owners yet',
        text: 'Users who sign in as owner to list a property appear here.',
      }}
    >
      <ConfirmDialog {...deletion.dialogProps} />
    </ListPanel>
  );
}

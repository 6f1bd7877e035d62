import { Building2, Trash2 } from 'lucide-react';
import { MSG, type User } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { useDeleteOwner } from '../api/delete-owner';
import { useOwnersList } from '../api/list-owners';
import { flattenPages } from '../api/paged-list';
import { ConfirmDialog, useConfirmedDelete } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import { DataList, type Column } from './data-list';
import { PanelHeader } from './panel-header';
import { RowButton, RowLink } from './row-actions';

const fullName = (owner: User) => `${owner.firstName} ${owner.lastName}`;

/** Owners (docs/product.md §2): the Users columns plus View Property and Delete. */
export function OwnersPanel() {
  const query = useOwnersList();
  const owners = flattenPages(query.data);
  const deletion = useConfirmedDelete({
    mutation: useDeleteOwner(),
    variables: (owner: User) => owner._id,
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
    {
      header: 'Delete',
      kind: 'action',
      cell: (owner) => (
        <RowButton
          tone="danger"
          onClick={() => deletion.ask(owner)}
          icon={<Trash2 aria-hidden="true" />}
          context={fullName(owner)}
        >
          Delete
        </RowButton>
      ),
    },
  ];

  return (
    <>
      <PanelHeader tab="owners" />
      <DataList
        caption="Owners"
        items={owners}
        query={query}
        columns={columns}
        rowKey={(owner) => owner._id}
        cardTitle={fullName}
        noun="owners"
        empty={{
          title: 'No owners yet',
          text: 'Users who sign in as owner to list a property appear here.',
        }}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Owner"
        description={
          deletion.target
            ? `Are you sure you want to delete ${fullName(deletion.target)}? Their account, listings and photos will be removed.`
            : ''
        }
      />
    </>
  );
}

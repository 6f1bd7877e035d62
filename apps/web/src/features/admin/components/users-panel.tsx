import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@basera/contract';
import { useUsersList } from '../api/list-users';
import { fullName, useAccountBlocking } from './account-blocking';
import { EmailLink, PhoneLink } from './contact-links';
import type { Column } from './data-list';
import { ListPanel } from './list-panel';

/** Users (docs/product.md §2): First Name, Last Name, Phone, Email, Status, and Block or Unblock. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const query = useUsersList();
  const blocking = useAccountBlocking();
  const columns: Column<AdminUser>[] = [
    {
      header: t('columns.firstName'),
      cell: (user) => user.firstName,
      inCard: false,
      className: 'font-medium',
    },
    { header: t('columns.lastName'), cell: (user) => user.lastName, inCard: false },
    { header: t('columns.phone'), cell: (user) => <PhoneLink phone={user.phone} /> },
    { header: t('columns.email'), cell: (user) => <EmailLink email={user.email} /> },
    blocking.statusColumn,
    blocking.actionColumn(),
  ];
  return (
    <ListPanel
      tab="users"
      caption={t('users.caption')}
      query={query}
      columns={columns}
      cardTitle={fullName}
      cardAside={blocking.cardAside}
      noun="users"
      empty={{ title: t('users.emptyTitle'), text: t('users.emptyText') }}
    >
      {blocking.dialog}
    </ListPanel>
  );
}

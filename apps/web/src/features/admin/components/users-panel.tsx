import { useTranslation } from 'react-i18next';
import type { User } from '@basera/contract';
import { useUsersList } from '../api/list-users';
import { EmailLink, PhoneLink } from './contact-links';
import type { Column } from './data-list';
import { ListPanel } from './list-panel';

/** Users (docs/product.md §2): First Name, Last Name, Phone, Email. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const query = useUsersList();
  const columns: Column<User>[] = [
    {
      header: t('columns.firstName'),
      cell: (user) => user.firstName,
      inCard: false,
      className: 'font-medium',
    },
    { header: t('columns.lastName'), cell: (user) => user.lastName, inCard: false },
    { header: t('columns.phone'), cell: (user) => <PhoneLink phone={user.phone} /> },
    { header: t('columns.email'), cell: (user) => <EmailLink email={user.email} /> },
  ];
  return (
    <ListPanel
      tab="users"
      caption={t('users.caption')}
      query={query}
      columns={columns}
      cardTitle={(user) => `${user.firstName} ${user.lastName}`}
      noun="users"
      empty={{ title: t('users.emptyTitle'), text: t('users.emptyText') }}
    />
  );
}

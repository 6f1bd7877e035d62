import type { User } from '@basera/contract';
import { useUsersList } from '../api/list-users';
import { EmailLink, PhoneLink } from './contact-links';
import type { Column } from './data-list';
import { ListPanel } from './list-panel';

const columns: Column<User>[] = [
  { header: 'First Name', cell: (user) => user.firstName, inCard: false, className: 'font-medium' },
  { header: 'Last Name', cell: (user) => user.lastName, inCard: false },
  { header: 'Phone', cell: (user) => <PhoneLink phone={user.phone} /> },
  { header: 'Email', cell: (user) => <EmailLink email={user.email} /> },
];

/** Users (docs/product.md §2): First Name, Last Name, Phone, Email. */
export function UsersPanel() {
  const query = useUsersList();
  return (
    <ListPanel
      tab="users"
      caption="Users"
      query={query}
      columns={columns}
      cardTitle={(user) => `${user.firstName} ${user.lastName}`}
      noun="users"
      empty={{ title: 'No users yet', text: 'People who create an account appear here.' }}
    />
  );
}

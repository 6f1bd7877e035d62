import type { User } from '@basera/contract';
import { flattenPages } from '../api/paged-list';
import { useUsersList } from '../api/list-users';
import { DataList, type Column } from './data-list';
import { PanelHeader } from './panel-header';
import { EmailLink, PhoneLink } from './contact-links';

const columns: Column<User>[] = [
  { header: 'First Name', cell: (user) => user.firstName, inCard: false, className: 'font-medium' },
  { header: 'Last Name', cell: (user) => user.lastName, inCard: false },
  { header: 'Phone', cell: (user) => <PhoneLink phone={user.phone} /> },
  { header: 'Email', cell: (user) => <EmailLink email={user.email} /> },
];

/** Users (docs/product.md §2): First Name, Last Name, Phone, Email. */
export function UsersPanel() {
  const query = useUsersList();
  const users = flattenPages(query.data);
  return (
    <>
      <PanelHeader tab="users" />
      <DataList
        caption="Users"
        items={users}
        query={query}
        columns={columns}
        rowKey={(user) => user._id}
        cardTitle={(user) => `${user.firstName} ${user.lastName}`}
        noun="users"
        empty={{ title: 'No users yet', text: 'People who create an account appear here.' }}
      />
    </>
  );
}

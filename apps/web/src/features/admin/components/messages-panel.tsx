import { MSG } from '@basera/contract';
import { useDeleteMessage } from '../api/delete-message';
import { useMessagesList, type AdminMessage } from '../api/list-messages';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { ConfirmDialog } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import { useTableLayout, type Column } from './data-list';
import { ListPanel } from './list-panel';
import { MessageText } from './message-text';
import { deleteColumn } from './row-actions';

const senderOf = (message: AdminMessage) => message.name ?? message.fullName;

/**
 * Messages (docs/product.md §2): Name, Email, Phone, Messages, Delete. The Phone column shows the
 * sender's phone (docs/architecture.md §4 fixes the original's slip of showing the e-mail there).
 */
export function MessagesPanel() {
  const query = useMessagesList();
  const asTable = useTableLayout();
  const deletion = useConfirmedDelete({
    mutation: useDeleteMessage(),
    variables: (message: AdminMessage) => message._id,
    title: 'Delete Message',
    question: (message) => `Are you sure you want to delete the message from ${senderOf(message)}?`,
    success: MSG.messageDeleted,
  });

  const columns: Column<AdminMessage>[] = [
    { header: 'Name', inCard: false, className: 'font-medium', cell: senderOf },
    { header: 'Email', cell: (message) => <EmailLink email={message.email} /> },
    { header: 'Phone', cell: (message) => <PhoneLink phone={message.phone} /> },
    {
      header: 'Messages',
      cell: (message) => <MessageText text={message.message} clamp={asTable} />,
    },
    deleteColumn(deletion.ask, (message) => `message from ${senderOf(message)}`),
  ];

  return (
    <ListPanel
      tab="messages"
      caption="Messages"
      query={query}
      columns={columns}
      cardTitle={senderOf}
      noun="messages"
      empty={{
        title: 'No messages yet',
        text: 'Messages sent through the contact page appear here.',
      }}
    >
      <ConfirmDialog {...deletion.dialogProps} />
    </ListPanel>
  );
}

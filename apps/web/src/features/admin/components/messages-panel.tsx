import { Trash2 } from 'lucide-react';
import { MSG } from '@basera/contract';
import { useDeleteMessage } from '../api/delete-message';
import { useMessagesList, type AdminMessage } from '../api/list-messages';
import { flattenPages } from '../api/paged-list';
import { ConfirmDialog, useConfirmedDelete } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import { DataList, useTableLayout, type Column } from './data-list';
import { MessageText } from './message-text';
import { PanelHeader } from './panel-header';
import { RowButton } from './row-actions';

const senderOf = (message: AdminMessage) => message.name ?? message.fullName;

/**
 * Messages (docs/product.md §2): Name, Email, Phone, Messages, Delete. The Phone column shows the
 * sender's phone (docs/architecture.md §4 fixes the original's slip of showing the e-mail there).
 */
export function MessagesPanel() {
  const query = useMessagesList();
  const messages = flattenPages(query.data);
  const asTable = useTableLayout();
  const deletion = useConfirmedDelete({
    mutation: useDeleteMessage(),
    variables: (message: AdminMessage) => message._id,
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
    {
      header: 'Delete',
      kind: 'action',
      cell: (message) => (
        <RowButton
          tone="danger"
          onClick={() => deletion.ask(message)}
          icon={<Trash2 aria-hidden="true" />}
          context={`message from ${senderOf(message)}`}
        >
          Delete
        </RowButton>
      ),
    },
  ];

  return (
    <>
      <PanelHeader tab="messages" />
      <DataList
        caption="Messages"
        items={messages}
        query={query}
        columns={columns}
        rowKey={(message) => message._id}
        cardTitle={senderOf}
        noun="messages"
        empty={{
          title: 'No messages yet',
          text: 'Messages sent through the contact page appear here.',
        }}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Message"
        description={
          deletion.target
            ? `Are you sure you want to delete the message from ${senderOf(deletion.target)}?`
            : ''
        }
      />
    </>
  );
}

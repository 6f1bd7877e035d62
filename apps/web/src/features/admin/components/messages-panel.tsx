import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const query = useMessagesList();
  const asTable = useTableLayout();
  const deletion = useConfirmedDelete({
    mutation: useDeleteMessage(),
    variables: (message: AdminMessage) => message._id,
    title: t('messages.deleteTitle'),
    question: (message) => t('messages.deleteQuestion', { name: senderOf(message) }),
    success: MSG.messageDeleted,
  });

  const columns: Column<AdminMessage>[] = [
    { header: t('columns.name'), inCard: false, className: 'font-medium', cell: senderOf },
    { header: t('columns.email'), cell: (message) => <EmailLink email={message.email} /> },
    { header: t('columns.phone'), cell: (message) => <PhoneLink phone={message.phone} /> },
    {
      header: t('columns.messages'),
      cell: (message) => <MessageText text={message.message} clamp={asTable} />,
    },
    deleteColumn(t, deletion.ask, (message) => t('messages.about', { name: senderOf(message) })),
  ];

  return (
    <ListPanel
      tab="messages"
      caption={t('messages.caption')}
      query={query}
      columns={columns}
      cardTitle={senderOf}
      noun="messages"
      empty={{
        title: t('messages.emptyTitle'),
        text: t('messages.emptyText'),
      }}
    >
      <ConfirmDialog {...deletion.dialogProps} />
    </ListPanel>
  );
}

import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { Eye } from 'lucide-react';
import { MSG, type Meeting } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { formatMeetingDate, formatMeetingTime } from '@/lib/meeting-time';
import { useDeleteMeeting } from '../api/delete-meeting';
import { useMeetingsList } from '../api/list-meetings';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { ConfirmDialog } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import { useTableLayout, type Column } from './data-list';
import { ListPanel } from './list-panel';
import { MessageText } from './message-text';
import { RowLink, deleteColumn } from './row-actions';

/** Meeting (docs/product.md §2): Name, Email, Phone, Date, Time, Message, View Property, Delete. */
export function MeetingsPanel() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const about = (meeting: Meeting) => t('meetings.about', { name: meeting.name });
  const query = useMeetingsList();
  const asTable = useTableLayout();
  const deletion = useConfirmedDelete({
    mutation: useDeleteMeeting(),
    variables: (meeting: Meeting) => meeting._id,
    title: t('meetings.deleteTitle'),
    question: (meeting) => t('meetings.deleteQuestion', { name: meeting.name }),
    success: MSG.meetingDeleted,
  });

  const columns: Column<Meeting>[] = [
    {
      header: t('columns.name'),
      inCard: false,
      className: 'font-medium',
      cell: (meeting) => meeting.name,
    },
    { header: t('columns.email'), cell: (meeting) => <EmailLink email={meeting.email} /> },
    { header: t('columns.phone'), cell: (meeting) => <PhoneLink phone={meeting.phone} /> },
    {
      header: t('columns.date'),
      className: 'whitespace-nowrap',
      cell: (meeting) => (
        <time dateTime={meeting.date}>{formatMeetingDate(meeting.date, format.language)}</time>
      ),
    },
    {
      header: t('columns.time'),
      className: 'whitespace-nowrap',
      cell: (meeting) => formatMeetingTime(meeting.time, format.language),
    },
    {
      header: t('columns.message'),
      cell: (meeting) => <MessageText text={meeting.message} clamp={asTable} />,
    },
    {
      header: t('columns.viewProperty'),
      kind: 'action',
      cell: (meeting) => (
        <RowLink
          to={`/propertyDetails/admin/${segment(meeting.propertyId)}`}
          icon={<Eye aria-hidden="true" />}
          compact={asTable}
          context={meeting.propertyTitle ?? about(meeting)}
        >
          {t('actions.viewProperty')}
        </RowLink>
      ),
    },
    deleteColumn(t, deletion.ask, about, asTable),
  ];

  return (
    <ListPanel
      tab="meeting"
      caption={t('meetings.caption')}
      query={query}
      columns={columns}
      cardTitle={(meeting) => (
        <>
          {meeting.name}
          {meeting.propertyTitle && (
            <span className="mt-0.5 block text-sm font-normal text-slate-500">
              {t('meetings.aboutProperty', { title: meeting.propertyTitle })}
            </span>
          )}
        </>
      )}
      noun="meetings"
      empty={{
        title: t('meetings.emptyTitle'),
        text: t('meetings.emptyText'),
      }}
    >
      <ConfirmDialog {...deletion.dialogProps} />
    </ListPanel>
  );
}

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

const about = (meeting: Meeting) => `meeting with ${meeting.name}`;

/** Meeting (docs/product.md §2): Name, Email, Phone, Date, Time, Message, View Property, Delete. */
export function MeetingsPanel() {
  const query = useMeetingsList();
  const asTable = useTableLayout();
  const deletion = useConfirmedDelete({
    mutation: useDeleteMeeting(),
    variables: (meeting: Meeting) => meeting._id,
    title: 'Delete Meeting',
    question: (meeting) => `Are you sure you want to delete the ${about(meeting)}?`,
    success: MSG.meetingDeleted,
  });

  const columns: Column<Meeting>[] = [
    { header: 'Name', inCard: false, className: 'font-medium', cell: (meeting) => meeting.name },
    { header: 'Email', cell: (meeting) => <EmailLink email={meeting.email} /> },
    { header: 'Phone', cell: (meeting) => <PhoneLink phone={meeting.phone} /> },
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (meeting) => <time dateTime={meeting.date}>{formatMeetingDate(meeting.date)}</time>,
    },
    {
      header: 'Time',
      className: 'whitespace-nowrap',
      cell: (meeting) => formatMeetingTime(meeting.time),
    },
    {
      header: 'Message',
      cell: (meeting) => <MessageText text={meeting.message} clamp={asTable} />,
    },
    {
      header: 'View Property',
      kind: 'action',
      cell: (meeting) => (
        <RowLink
          to={`/propertyDetails/admin/${segment(meeting.propertyId)}`}
          icon={<Eye aria-hidden="true" />}
          compact={asTable}
          context={meeting.propertyTitle ?? about(meeting)}
        >
          View Property
        </RowLink>
      ),
    },
    deleteColumn(deletion.ask, about, asTable),
  ];

  return (
    <ListPanel
      tab="meeting"
      caption="Meetings"
      query={query}
      columns={columns}
      cardTitle={(meeting) => (
        <>
          {meeting.name}
          {meeting.propertyTitle && (
            <span className="mt-0.5 block text-sm font-normal text-slate-500">
              about {meeting.propertyTitle}
            </span>
          )}
        </>
      )}
      noun="meetings"
      empty={{
        title: 'No meetings yet',
        text: 'Requests to visit commercial listings appear here.',
      }}
    >
      <ConfirmDialog {...deletion.dialogProps} />
    </ListPanel>
  );
}

import { Eye, Trash2 } from 'lucide-react';
import { MSG, type Meeting } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { useDeleteMeeting } from '../api/delete-meeting';
import { useMeetingsList } from '../api/list-meetings';
import { flattenPages } from '../api/paged-list';
import { formatMeetingDate, formatMeetingTime } from '@/lib/meeting-time';
import { ConfirmDialog, useConfirmedDelete } from './confirm-dialog';
import { EmailLink, PhoneLink } from './contact-links';
import { DataList, useTableLayout, type Column } from './data-list';
import { MessageText } from './message-text';
import { PanelHeader } from './panel-header';
import { RowButton, RowLink } from './row-actions';

/** Meeting (docs/product.md §2): Name, Email, Phone, Date, Time, Message, View Property, Delete. */
export function MeetingsPanel() {
  const query = useMeetingsList();
  const meetings = flattenPages(query.data);
  const asTable = useTableLayout();
  const deletion = useConfirmedDelete({
    mutation: useDeleteMeeting(),
    variables: (meeting: Meeting) => meeting._id,
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
          context={meeting.propertyTitle ?? `meeting with ${meeting.name}`}
        >
          View Property
        </RowLink>
      ),
    },
    {
      header: 'Delete',
      kind: 'action',
      cell: (meeting) => (
        <RowButton
          tone="danger"
          onClick={() => deletion.ask(meeting)}
          icon={<Trash2 aria-hidden="true" />}
          compact={asTable}
          context={`meeting with ${meeting.name}`}
        >
          Delete
        </RowButton>
      ),
    },
  ];

  return (
    <>
      <PanelHeader tab="meeting" />
      <DataList
        caption="Meetings"
        items={meetings}
        query={query}
        columns={columns}
        rowKey={(meeting) => meeting._id}
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
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Meeting"
        description={
          deletion.target
            ? `Are you sure you want to delete the meeting with ${deletion.target.name}?`
            : ''
        }
      />
    </>
  );
}

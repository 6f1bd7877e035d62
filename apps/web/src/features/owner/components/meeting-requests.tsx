import { Link } from 'react-router';
import { CalendarClock, CalendarX2, Mail, MessageCircle, Phone } from 'lucide-react';
import type { Meeting } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  formatMeetingDate,
  formatMeetingTime,
  meetingWhen,
  type MeetingWhen,
} from '@/lib/meeting-time';
import { flattenPages } from '@/lib/paging';
import { telHref, whatsAppHref } from '@/lib/phone-links';
import { useOwnerMeetings } from '../api/get-owner-meetings';
import { EmptyState, ErrorState } from './state-panels';

const WHEN_LABEL: Record<MeetingWhen, { text: string; classes: string }> = {
  today: { text: 'Today', classes: 'bg-accent-100 text-accent-900' },
  upcoming: { text: 'Upcoming', classes: 'bg-brand-50 text-brand-800' },
  past: { text: 'Past', classes: 'bg-slate-100 text-slate-600' },
};

/** Visit requests on the owner's listings, with one-tap ways to answer them. */
export function MeetingRequests({ userId }: { userId: string }) {
  const meetings = useOwnerMeetings(userId);
  const list = flattenPages(meetings.data);

  return (
    <section aria-labelledby="meetings-heading" id="meetings">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="meetings-heading" className="text-xl font-bold tracking-tight text-slate-950">
            Meeting requests
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            People who asked to visit your listings. Call, WhatsApp or mail them to confirm.
          </p>
        </div>
      </div>

      <div className="mt-5">
        {meetings.isPending ? (
          <ul className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1].map((key) => (
              <li
                key={key}
                className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-slate-900/5"
              />
            ))}
          </ul>
        ) : meetings.isError ? (
          <ErrorState
            title="We could not load your meeting requests"
            error={meetings.error}
            onRetry={() => void meetings.refetch()}
            retrying={meetings.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={<CalendarX2 />} title="No meeting requests yet">
            When someone schedules a visit to one of your commercial listings, it shows up here with
            their phone number and e-mail.
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((meeting) => (
                <MeetingItem key={meeting._id} meeting={meeting} />
              ))}
            </ul>
            {meetings.hasNextPage && (
              <div className="mt-5 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void meetings.fetchNextPage()}
                  loading={meetings.isFetchingNextPage}
                >
                  LOAD MORE
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** The message a WhatsApp chat with the visitor starts with. */
function replyText(meeting: Meeting): string {
  const about = meeting.propertyTitle ? ` for "${meeting.propertyTitle}"` : '';
  return `Hello ${meeting.name}, this is about your visit request${about} on Basera.`;
}

const contactClasses =
  'inline-flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold ring-1 transition-colors [&>svg]:shrink-0 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function MeetingItem({ meeting }: { meeting: Meeting }) {
  const when = WHEN_LABEL[meetingWhen(meeting.date)];
  return (
    <li className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-950">{meeting.name}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            wants to visit{' '}
            <Link
              to={`/propertyDetails/owner/${meeting.propertyId}`}
              className="font-medium break-words text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
            >
              {meeting.propertyTitle ?? 'your property'}
            </Link>
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', when.classes)}>
          {when.text}
        </span>
      </div>

      <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-100">
        <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
        <time dateTime={`${meeting.date}T${meeting.time}`}>
          {formatMeetingDate(meeting.date, { weekday: true })} · {formatMeetingTime(meeting.time)}
        </time>
      </p>

      <p className="mt-3 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700">
        {meeting.message}
      </p>

      <div className="mt-4 grid grid-cols-3 gap-2">
        <a
          href={telHref(meeting.phone)}
          className={cn(
            contactClasses,
            'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800',
          )}
          aria-label={`Call ${meeting.name} on ${meeting.phone}`}
        >
          <Phone className="size-4" aria-hidden="true" />
          Call
        </a>
        <a
          href={whatsAppHref(replyText(meeting), meeting.phone)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            contactClasses,
            'bg-white text-emerald-800 ring-emerald-300 hover:bg-emerald-50',
          )}
          aria-label={`WhatsApp ${meeting.name} (opens in a new tab)`}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp
        </a>
        <a
          href={`mailto:${meeting.email}`}
          className={cn(contactClasses, 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50')}
          aria-label={`Email ${meeting.name} at ${meeting.email}`}
        >
          <Mail className="size-4" aria-hidden="true" />
          Email
        </a>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        <span>{meeting.phone}</span>
        <span className="break-all">{meeting.email}</span>
      </p>
    </li>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { tKey } from '@/i18n/keys';
import { useFormat } from '@/i18n/use-format';
import { Link } from 'react-router';
import { CalendarClock, CalendarX2, Mail, MessageCircle, Phone } from 'lucide-react';
import type { Meeting } from '@basera/contract';
import { LoadMore } from '@/components/ui/load-more';
import { LoadErrorPanel, StatusPanel } from '@/components/ui/status-panel';
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

const WHEN_LABEL: Record<MeetingWhen, { text: string; classes: string }> = {
  today: { text: tKey('owner:meetings.today'), classes: 'bg-accent-100 text-accent-900' },
  upcoming: { text: tKey('owner:meetings.upcoming'), classes: 'bg-brand-50 text-brand-800' },
  past: { text: tKey('owner:meetings.past'), classes: 'bg-slate-100 text-slate-600' },
};

/** Visit requests on the owner's listings, with one-tap ways to answer them. */
export function MeetingRequests({ userId }: { userId: string }) {
  const { t } = useTranslation('owner');
  const meetings = useOwnerMeetings(userId);
  const list = flattenPages(meetings.data);

  return (
    <section aria-labelledby="meetings-heading" id="meetings">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="meetings-heading" className="text-xl font-bold tracking-tight text-slate-950">
            {t('meetings.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('meetings.lead')}</p>
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
          <LoadErrorPanel
            title={t('meetings.loadError')}
            error={meetings.error}
            onRetry={meetings.refetch}
            retrying={meetings.isFetching}
          />
        ) : list.length === 0 ? (
          <StatusPanel icon={<CalendarX2 />} title={t('meetings.emptyTitle')}>
            {t('meetings.emptyText')}
          </StatusPanel>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((meeting) => (
                <MeetingItem key={meeting._id} meeting={meeting} />
              ))}
            </ul>
            <LoadMore query={meetings} className="mt-5" />
          </>
        )}
      </div>
    </section>
  );
}

/** The message a WhatsApp chat with the visitor starts with. */
function replyText(t: TFunction, meeting: Meeting): string {
  return meeting.propertyTitle
    ? t('owner:meetings.replyAbout', { name: meeting.name, title: meeting.propertyTitle })
    : t('owner:meetings.reply', { name: meeting.name });
}

const contactClasses =
  'inline-flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold ring-1 transition-colors [&>svg]:shrink-0 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function MeetingItem({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('owner');
  const { language } = useFormat();
  const when = WHEN_LABEL[meetingWhen(meeting.date)];
  return (
    <li className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-950">{meeting.name}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="meetings.wantsToVisit"
              values={{ title: meeting.propertyTitle ?? t('meetings.yourProperty') }}
              components={{
                a: (
                  <Link
                    to={`/propertyDetails/owner/${meeting.propertyId}`}
                    className="font-medium break-words text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', when.classes)}>
          {t(when.text)}
        </span>
      </div>

      <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-100">
        <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
        <time dateTime={`${meeting.date}T${meeting.time}`}>
          {formatMeetingDate(meeting.date, language, { weekday: true })} ·{' '}
          {formatMeetingTime(meeting.time, language)}
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
          aria-label={t('meetings.callLabel', { name: meeting.name, phone: meeting.phone })}
        >
          <Phone className="size-4" aria-hidden="true" />
          {t('meetings.call')}
        </a>
        <a
          href={whatsAppHref(replyText(t, meeting), meeting.phone)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            contactClasses,
            'bg-white text-emerald-800 ring-emerald-300 hover:bg-emerald-50',
          )}
          aria-label={t('meetings.whatsAppLabel', { name: meeting.name })}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('meetings.whatsApp')}
        </a>
        <a
          href={`mailto:${meeting.email}`}
          className={cn(contactClasses, 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50')}
          aria-label={t('meetings.emailLabel', { name: meeting.name, email: meeting.email })}
        >
          <Mail className="size-4" aria-hidden="true" />
          {t('meetings.email')}
        </a>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        <span>{meeting.phone}</span>
        <span className="break-all">{meeting.email}</span>
      </p>
    </li>
  );
}

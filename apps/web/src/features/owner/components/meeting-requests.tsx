import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { tKey } from '@/i18n/keys';
import { useFormat } from '@/i18n/use-format';
import { Link } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import {
  CalendarClock,
  CalendarX2,
  CircleCheck,
  CircleX,
  Mail,
  MessageCircle,
  Phone,
} from 'lucide-react';
import { VISIT_ANSWERED, type Meeting, type VisitAnswer } from '@basera/contract';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { LoadErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { useTranslateMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import {
  formatMeetingDate,
  formatMeetingTime,
  meetingWhen,
  type MeetingWhen,
} from '@/lib/meeting-time';
import { flattenPages } from '@/lib/paging';
import { telHref, whatsAppHref } from '@/lib/phone-links';
import { useAnswerMeeting } from '../api/answer-meeting';
import { useOwnerMeetings } from '../api/get-owner-meetings';

const WHEN_LABEL: Record<MeetingWhen, { text: string; classes: string }> = {
  today: { text: tKey('owner:meetings.today'), classes: 'bg-accent-100 text-accent-900' },
  upcoming: { text: tKey('owner:meetings.upcoming'), classes: 'bg-brand-50 text-brand-800' },
  past: { text: tKey('owner:meetings.past'), classes: 'bg-slate-100 text-slate-600' },
};

const ANSWER_BADGE: Record<VisitAnswer, { text: string; classes: string }> = {
  accepted: {
    text: tKey('owner:meetings.accepted'),
    classes: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  },
  declined: {
    text: tKey('owner:meetings.declined'),
    classes: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  },
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
                <MeetingItem key={meeting._id} meeting={meeting} userId={userId} />
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

function MeetingItem({ meeting, userId }: { meeting: Meeting; userId: string }) {
  const { t } = useTranslation('owner');
  const { language } = useFormat();
  const when = WHEN_LABEL[meetingWhen(meeting.date)];
  const answered = meeting.answer ? ANSWER_BADGE[meeting.answer] : null;
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
        <div className="flex flex-wrap gap-1.5">
          {answered && (
            <span
              className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', answered.classes)}
              data-testid="visit-answer"
            >
              {t(answered.text)}
            </span>
          )}
          <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', when.classes)}>
            {t(when.text)}
          </span>
        </div>
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
      <AnswerButtons meeting={meeting} userId={userId} />
    </li>
  );
}

const answerClasses =
  'inline-flex min-h-10 min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 py-1.5 text-sm font-semibold ring-1 transition-colors [&>svg]:shrink-0 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Accept or Decline: the visitor is mailed the answer. The chosen one shows pressed; the other
 * changes the answer (docs/decisions/0051-answering-visit-requests.md). Both wait while one is
 * sent, and the pressed button gets the focus back.
 */
function AnswerButtons({ meeting, userId }: { meeting: Meeting; userId: string }) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  const answer = useAnswerMeeting(userId, meeting._id);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const refs = { accepted: acceptRef, declined: declineRef };
  const sending = answer.isPending ? answer.variables : null;
  // The pressed button takes the focus back once it is enabled again: a disabled button cannot
  // hold focus, and when the answer settles the buttons may not have re-rendered yet.
  const [focusBack, setFocusBack] = useState<VisitAnswer | null>(null);
  const { isPending } = answer;
  useEffect(() => {
    if (isPending || !focusBack) return;
    (focusBack === 'accepted' ? acceptRef : declineRef).current?.focus();
    setFocusBack(null);
  }, [isPending, focusBack]);

  const send = (choice: VisitAnswer) => {
    answer.mutate(choice, {
      onSuccess: () => toast.success(VISIT_ANSWERED[choice]),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setFocusBack(choice),
    });
  };

  const button = (choice: VisitAnswer) => {
    const accept = choice === 'accepted';
    const chosen = meeting.answer === choice;
    return (
      <button
        ref={refs[choice]}
        type="button"
        onClick={() => send(choice)}
        disabled={answer.isPending}
        aria-busy={sending === choice || undefined}
        aria-pressed={chosen}
        aria-label={t(accept ? 'meetings.acceptLabel' : 'meetings.declineLabel', {
          name: meeting.name,
        })}
        className={cn(
          answerClasses,
          accept
            ? chosen
              ? 'bg-emerald-700 text-white ring-emerald-700'
              : 'bg-white text-emerald-800 ring-emerald-300 hover:bg-emerald-50'
            : chosen
              ? 'bg-red-700 text-white ring-red-700'
              : 'bg-white text-red-800 ring-red-300 hover:bg-red-50',
        )}
      >
        {sending === choice ? (
          <Spinner className="size-4" label={null} />
        ) : accept ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : (
          <CircleX className="size-4" aria-hidden="true" />
        )}
        {t(accept ? 'meetings.accept' : 'meetings.decline')}
      </button>
    );
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <div
        role="group"
        aria-label={t('meetings.answerGroup', { name: meeting.name })}
        className="grid grid-cols-2 gap-2"
      >
        {button('accepted')}
        {button('declined')}
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {meeting.answer ? t('meetings.changeAnswer') : t('meetings.unanswered')}
      </p>
      {answer.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('meetings.answerFailed', { reason: translateMessage(errorMessage(answer.error)) })}
        </p>
      )}
    </div>
  );
}

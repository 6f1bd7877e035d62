import { todayInIndia } from '@basera/contract';

/*
 * Meeting dates and times are wall-clock values (an Indian calendar date YYYY-MM-DD, a time of
 * day HH:MM[:SS]), not instants: they are formatted in UTC so that no time zone shifts them,
 * and dates compare as text.
 */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateWithWeekdayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** A meeting's date as '25 Nov 2026', or 'Wed, 25 Nov 2026' with the weekday. */
export function formatMeetingDate(date: string, { weekday = false } = {}): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (weekday ? dateWithWeekdayFormat : dateFormat).format(parsed);
}

/** A meeting's time (HH:MM or HH:MM:SS) as '5:30 pm'. */
export function formatMeetingTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  return timeFormat.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}

/** Whether a meeting's date is today, still to come or gone, in India. */
export type MeetingWhen = 'today' | 'upcoming' | 'past';

export function meetingWhen(date: string, today: string = todayInIndia()): MeetingWhen {
  if (date === today) return 'today';
  return date > today ? 'upcoming' : 'past';
}

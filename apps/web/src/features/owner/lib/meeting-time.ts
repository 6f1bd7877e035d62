import { todayInIndia } from '@basera/contract';

/** Meeting dates are Indian calendar dates (YYYY-MM-DD) and times HH:MM[:SS]; no time zone maths. */

const dateFormat = new Intl.DateTimeFormat('en-IN', {
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

export function formatMeetingDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

export function formatMeetingTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  return timeFormat.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}

export type MeetingWhen = 'today' | 'upcoming' | 'past';

export function meetingWhen(date: string, today: string = todayInIndia()): MeetingWhen {
  if (date === today) return 'today';
  return date > today ? 'upcoming' : 'past';
}

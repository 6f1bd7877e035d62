import { formatDate, formatTimeOfDay, type FormatLanguage } from './format';

/*
 * Meeting dates and times are wall-clock values (an Indian calendar date YYYY-MM-DD, a time of
 * day HH:MM[:SS]), not instants: they are formatted in UTC so that no time zone shifts them.
 * Anything unreadable is shown as it came. The screens and the mails about a visit share these.
 */

/** A meeting's date as '25 Nov 2026', or 'Wed, 25 Nov 2026' with the weekday, in the language. */
export function formatMeetingDate(
  date: string,
  language: FormatLanguage = 'en',
  { weekday = false } = {},
): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return formatDate(day, language, {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A meeting's time (HH:MM or HH:MM:SS) as '5:30 pm', or 'शाम 5:30' in Hindi. */
export function formatMeetingTime(time: string, language: FormatLanguage = 'en'): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  return formatTimeOfDay(hours, minutes, language);
}

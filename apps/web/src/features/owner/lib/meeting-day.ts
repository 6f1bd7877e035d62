import { formatDate, type FormatLanguage } from '@basera/contract';

/**
 * A meeting's day (a wall-clock YYYY-MM-DD, not an instant) with its weekday, 'Wed, 25 Nov 2026',
 * in the reader's language; formatted in UTC so that no time zone shifts it. Anything
 * unreadable is shown as it came.
 */
export function meetingDay(date: string, language: FormatLanguage): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return formatDate(day, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

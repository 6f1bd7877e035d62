/* Meeting dates and times are wall-clock values (an Indian date, a time of day), not instants:
   they are formatted in UTC so that no time zone shifts them. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
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

/** A meeting's calendar date (YYYY-MM-DD, an Indian date) as '25 Nov 2026'. */
export function formatMeetingDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

/** A meeting's time (HH:MM or HH:MM:SS) as '5:30 pm'. */
export function formatMeetingTime(time: string): string {
  const parsed = new Date(`1970-01-01T${time.length === 5 ? `${time}:00` : time}Z`);
  return Number.isNaN(parsed.getTime()) ? time : timeFormat.format(parsed);
}

import { todayInIndia } from '@basera/contract';

/* Meeting dates and times are wall-clock values; the contract formats them (meeting-time.ts). */
export { formatMeetingDate, formatMeetingTime } from '@basera/contract';

/** Whether a meeting's date is today, still to come or gone, in India. */
export type MeetingWhen = 'today' | 'upcoming' | 'past';

export function meetingWhen(date: string, today: string = todayInIndia()): MeetingWhen {
  if (date === today) return 'today';
  return date > today ? 'upcoming' : 'past';
}

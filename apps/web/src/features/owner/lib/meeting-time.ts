import { todayInIndia } from '@basera/contract';

/** Meeting dates are Indian calendar dates (YYYY-MM-DD), compared as text. */
export type MeetingWhen = 'today' | 'upcoming' | 'past';

export function meetingWhen(date: string, today: string = todayInIndia()): MeetingWhen {
  if (date === today) return 'today';
  return date > today ? 'upcoming' : 'past';
}

import type { TFunction } from 'i18next';
import {
  daysSince,
  formatDate as formatInLanguage,
  INDIA_TIME_ZONE,
  type FormatLanguage,
} from '@basera/contract';

/** 'today', 'yesterday', '3 days ago': whole days since `at`, as the contract's daysSince counts. */
export function daysAgo(t: TFunction, at: string, now: Date = new Date()): string {
  const days = daysSince(at, now);
  if (days === 0) return t('admin:time.today');
  if (days === 1) return t('admin:time.yesterday');
  return t('admin:time.daysAgo', { count: days });
}

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
};
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

/** '12 Mar 2026', in India. */
export function formatDate(iso: string, language: FormatLanguage = 'en'): string {
  return formatInLanguage(iso, language, DAY);
}

/** '12 Mar 2026, 4:05 pm', in India. */
export function formatDateTime(iso: string, language: FormatLanguage = 'en'): string {
  return formatInLanguage(iso, language, DAY_AND_TIME);
}

/**
 * A meeting's day (a wall-clock YYYY-MM-DD, not an instant) as '25 Nov 2026' in the language;
 * formatted in UTC so that no time zone shifts it. Anything unreadable is shown as it came.
 */
export function formatMeetingDay(date: string, language: FormatLanguage = 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return formatInLanguage(day, language, { ...DAY, timeZone: 'UTC' });
}

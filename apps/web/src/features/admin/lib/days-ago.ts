import type { TFunction } from 'i18next';
import {
  daysSince,
  formatDate as formatInLanguage,
  INDIA_TIME_ZONE,
  timeOfDayOptions,
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

/** '12 Mar 2026', in India. */
export function formatDate(iso: string, language: FormatLanguage = 'en'): string {
  return formatInLanguage(iso, language, DAY);
}

/** '12 Mar 2026, 4:05 pm' ('12 मार्च 2026, शाम 4:05'), in India. */
export function formatDateTime(iso: string, language: FormatLanguage = 'en'): string {
  return formatInLanguage(iso, language, { ...DAY, ...timeOfDayOptions(language) });
}

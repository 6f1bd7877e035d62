import { formatDate, INDIA_TIME_ZONE, type FormatLanguage } from '@basera/contract';

const inIndia = { timeZone: INDIA_TIME_ZONE } as const;

/** '3 Nov' this year, '3 Nov 2025' in another (India's calendar), in the reader's language. */
export function decisionDay(iso: string, language: FormatLanguage, now: Date = new Date()): string {
  const year = (date: string | Date) => formatDate(date, language, { ...inIndia, year: 'numeric' });
  const sameYear = year(iso) === year(now);
  return formatDate(iso, language, {
    ...inIndia,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

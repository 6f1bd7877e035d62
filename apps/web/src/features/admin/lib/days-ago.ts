import { daysSince, INDIA_TIME_ZONE } from '@basera/contract';

/** 'today', 'yesterday', '3 days ago': whole days since `at`, as the contract's daysSince counts. */
export function daysAgo(at: string, now: Date = new Date()): string {
  const days = daysSince(at, now);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** '12 Mar 2026', in India. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '12 Mar 2026, 4:05 pm', in India. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

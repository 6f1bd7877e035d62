import type { TFunction } from 'i18next';
import { formatNumber, type FormatLanguage } from '@basera/contract';

/*
 * Counts of what waits for the admin, in words. `t` is the admin screen's; the number is
 * grouped the Indian way in either language.
 */

/** '12 waiting for review'. */
export function waitingLabel(t: TFunction, language: FormatLanguage, count: number): string {
  return t('admin:counts.waiting', { count, number: formatNumber(count, language) });
}

/** '1 open report', '3 open reports'. */
export function openReportsLabel(t: TFunction, language: FormatLanguage, count: number): string {
  return t('admin:counts.openReports', { count, number: formatNumber(count, language) });
}

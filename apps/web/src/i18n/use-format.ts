import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatNumber,
  formatReviewTime,
  formatRupees,
  formatRupeesShort,
} from '@basera/contract';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from './language';

/** The current language, as the formats and the switch know it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The contract's Indian formats (format.ts), bound to the current language. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      rupees: (value: number) => formatRupees(value, language),
      rupeesShort: (value: number) => formatRupeesShort(value, language),
      date: (iso: string | Date, options?: Intl.DateTimeFormatOptions) =>
        formatDate(iso, language, options),
      reviewTime: (iso: string, timeZone?: string) => formatReviewTime(iso, timeZone, language),
    }),
    [language],
  );
}

/** Indian formatting shared by cards, details and the admin lists, in English or Hindi. */

/** The languages the interface is written in; formats default to English (the server's). */
export type FormatLanguage = 'en' | 'hi';

/** Both languages group digits the Indian way (12,50,000) and use Indian dates. */
const LOCALE: Record<FormatLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

const grouped: Record<FormatLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALE.en, { maximumFractionDigits: 0 }),
  // 'latn': the Western digits Hindi readers see on every price tag, grouped in lakhs.
  hi: new Intl.NumberFormat(LOCALE.hi, { maximumFractionDigits: 0, numberingSystem: 'latn' }),
};

/** A whole number with Indian digit grouping: 12,50,000. */
export function formatNumber(value: number, language: FormatLanguage = 'en'): string {
  return grouped[language].format(value);
}

/** ₹ with Indian digit grouping: ₹12,50,000. */
export function formatRupees(value: number, language: FormatLanguage = 'en'): string {
  return `₹${formatNumber(value, language)}`;
}

function trimmed(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

const SHORT_UNITS: Record<FormatLanguage, { lakh: string; crore: string }> = {
  en: { lakh: 'Lakh', crore: 'Cr' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/** Lakh and crore where they read better: ₹45 Lakh, ₹1.25 Cr; smaller sums stay exact. */
export function formatRupeesShort(value: number, language: FormatLanguage = 'en'): string {
  const units = SHORT_UNITS[language];
  // Decide by the rounded figure, so ₹99,99,999 reads '₹1 Cr', not '₹100 Lakh'.
  if (Number(trimmed(value / 1_00_000)) >= 100)
    return `₹${trimmed(value / 1_00_00_000)} ${units.crore}`;
  if (value >= 1_00_000) return `₹${trimmed(value / 1_00_000)} ${units.lakh}`;
  return formatRupees(value, language);
}

/** A calendar date in the reader's language: 5 Jan 2026 / 5 जन॰ 2026. */
export function formatDate(
  iso: string | Date,
  language: FormatLanguage = 'en',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Date(iso).toLocaleDateString(LOCALE[language], options);
}

/**
 * The fields of a time of day: '4:05 pm' in English, and in Hindi the part of the day by name,
 * 'शाम 4:05', as Hindi readers write it (with the hour alone, Hindi's locale data prints the
 * English 'pm').
 */
export function timeOfDayOptions(
  language: FormatLanguage,
  { seconds = false } = {},
): Intl.DateTimeFormatOptions {
  return {
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    ...(language === 'hi' ? { dayPeriod: 'short' } : { hour12: true }),
  };
}

/** A wall-clock time of day, in no time zone: '5:30 pm' / 'शाम 5:30'. */
export function formatTimeOfDay(
  hours: number,
  minutes: number,
  language: FormatLanguage = 'en',
): string {
  return new Date(Date.UTC(1970, 0, 1, hours, minutes)).toLocaleTimeString(LOCALE[language], {
    ...timeOfDayOptions(language),
    timeZone: 'UTC',
  });
}

/**
 * Review timestamps: long US English with seconds (docs/product.md §9); in Hindi the same
 * long date and time, written the Indian Hindi way: '5 जनवरी 2026 को दोपहर 3:04:05 बजे'.
 */
export function formatReviewTime(
  iso: string,
  timeZone?: string,
  language: FormatLanguage = 'en',
): string {
  const zone = timeZone ? { timeZone } : {};
  if (language === 'en')
    return new Date(iso).toLocaleString('en-US', {
      dateStyle: 'long',
      timeStyle: 'medium',
      ...zone,
    });
  return new Date(iso).toLocaleString(LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...timeOfDayOptions(language, { seconds: true }),
    ...zone,
  });
}

/** The amount a listing leads with: the price of a sale or plot, else the rent a month. */
export function formatListingAmount(listing: {
  price: number | null;
  rent: number | null;
}): string | null {
  if (listing.price != null) return formatRupees(listing.price);
  if (listing.rent != null) return `${formatRupees(listing.rent)}/month`;
  return null;
}

import { SEARCH_CITIES } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useLanguage } from '@/i18n/use-format';

const englishList = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** 'Bilaspur, Raipur, Durg and Bhilai', for running text. */
export const CITIES_IN_WORDS = englishList.format(SEARCH_CITIES);

/**
 * The same in the reader's language. Hindi joins the last with 'और' and no comma before it
 * ('बिलासपुर, रायपुर, दुर्ग और भिलाई'), where Intl's hi-IN list adds one.
 */
export function useCitiesInWords(): string {
  const language = useLanguage();
  const translateMessage = useTranslateMessage();
  if (language === 'en') return CITIES_IN_WORDS;
  const cities = SEARCH_CITIES.map((city) => translateMessage(city));
  return `${cities.slice(0, -1).join(', ')} और ${cities.at(-1)}`;
}

import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useFormat } from '@/i18n/use-format';
import { listingWordsOf, type ListingWords } from '../lib/listing-words';

/** The search screen's chips and summaries in the reader's language (lib/listing-words.ts). */
export function useListingWords(): ListingWords {
  const { t } = useTranslation('search');
  const message = useTranslateMessage();
  const format = useFormat();
  return listingWordsOf({
    language: format.language,
    t: (key, values) => t(key, values),
    message,
    rupeesShort: format.rupeesShort,
    number: format.number,
  });
}

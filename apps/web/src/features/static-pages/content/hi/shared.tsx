import { useTranslation } from 'react-i18next';
import { COMPANY } from '@basera/contract';
import { useFormat } from '@/i18n/use-format';
import { useCitiesInWords } from '../cities';
import { POLICIES_UPDATED } from '../dates';

/*
 * Pieces the Hindi policies share: the company's address and the cities in Hindi, from the same
 * words the rest of the app shows.
 */

export const mail = <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>;

export function CompanyAddress() {
  const { t } = useTranslation();
  return <>{t('footer.address')}</>;
}

export function CitiesInWords() {
  return <>{useCitiesInWords()}</>;
}

/** When the support team answers the phone, in running text. */
export const OFFICE_HOURS_SENTENCE = 'सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक';

/** The date the policies took effect, in the reader's language. */
export function EffectiveDate() {
  const format = useFormat();
  return (
    <>
      {format.date(POLICIES_UPDATED[0], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })}
    </>
  );
}

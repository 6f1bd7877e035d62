import { useTranslation } from 'react-i18next';
import { daysSince } from '@basera/contract';

/**
 * How fresh a listing is: 'Updated today', 'Updated yesterday', 'Updated 3 days ago', the
 * contract's updatedLabel in the reader's language (updated-label.test.ts keeps them equal).
 */
export function UpdatedLabel({ lastConfirmedAt }: { lastConfirmedAt: string }) {
  const { t } = useTranslation();
  const days = daysSince(lastConfirmedAt);
  if (days === 0) return t('card.updatedToday');
  if (days === 1) return t('card.updatedYesterday');
  return t('card.updatedDaysAgo', { count: days });
}

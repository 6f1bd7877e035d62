import type { TFunction } from 'i18next';
import {
  formatRupees,
  formatRupeesShort,
  type FormatLanguage,
  type Property,
} from '@basera/contract';
import { isPriced, propertyKind } from '@/lib/listing-fields';

/** What the facts are written with: the card's words, language and contract texts. */
export type FactWords = {
  t: TFunction;
  language: FormatLanguage;
  /** A contract text (a BHK, a kind, a sharing) in the reader's language. */
  translateMessage: (english: string) => string;
};

/** The money line of a card: price for sell and plot, rent and deposit otherwise (docs/product.md §9). */
export function moneyFacts(
  property: Property,
  { t, language }: FactWords,
): { label: string; value: string }[] {
  if (isPriced(property.propertyType)) {
    return property.price === null
      ? []
      : [{ label: t('owner:card.price'), value: formatRupeesShort(property.price, language) }];
  }
  const facts: { label: string; value: string }[] = [];
  if (property.rent !== null)
    facts.push({
      label: t('owner:card.rent'),
      value: t('owner:card.rentValue', { amount: formatRupees(property.rent, language) }),
    });
  if (property.deposit !== null)
    facts.push({
      label: t('owner:card.deposit'),
      value: formatRupeesShort(property.deposit, language),
    });
  return facts;
}

/** Areas as the owner typed them (up to three decimals), grouped the Indian way. */
const AREA_FORMATS: Record<FormatLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-IN'),
  hi: new Intl.NumberFormat('hi-IN', { numberingSystem: 'latn' }),
};

/** An area, '1,200', in the language. */
export function formatArea(area: number, language: FormatLanguage): string {
  return AREA_FORMATS[language].format(area);
}

/** Short descriptors: 2 BHK · Apartment · 1,200 sq ft. */
export function shapeFacts(
  property: Property,
  { t, language, translateMessage }: FactWords,
): string[] {
  const kind = propertyKind(property);
  const facts = [
    property.bhk && translateMessage(property.bhk),
    kind && translateMessage(kind),
    property.sharing &&
      t('owner:card.sharingValue', { sharing: translateMessage(property.sharing) }),
  ];
  facts.push(t('owner:card.areaValue', { area: formatArea(property.area, language) }));
  return facts.filter((fact): fact is string => Boolean(fact));
}

import type { TFunction } from 'i18next';
import {
  formatRupees,
  PROPERTY_TYPE_LABELS,
  type FormatLanguage,
  type HiddenBecause,
  type Property,
} from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { propertyKind } from '@/lib/listing-fields';
import { formatDateTime } from './days-ago';

export type ReviewFact = {
  label: string;
  value: string;
  /** A link to open, e.g. the map. */
  href?: string;
};

/** What the facts are written with: the screen's words, language and contract texts. */
export type FactWords = {
  t: TFunction;
  language: FormatLanguage;
  /** A contract text (a type, a city, a BHK) in the reader's language. */
  translateMessage: (english: string) => string;
};

const HIDDEN_BECAUSE_LABELS: Record<HiddenBecause, string> = {
  unavailable: tKey('admin:facts.hidden.unavailable'),
  unconfirmed: tKey('admin:facts.hidden.unconfirmed'),
  reported: tKey('admin:facts.hidden.reported'),
};

/**
 * Every field the owner filled in, as the admin checks it: the exact rupee figures rather than
 * the short ones of cards. A field the type does not have (a plot's BHK) is left out.
 */
export function listingFacts(property: Property, words: FactWords): ReviewFact[] {
  const { t, language, translateMessage } = words;
  const contract = (value: string | null | undefined) => (value ? translateMessage(value) : value);
  const money = (label: string, value: number | null): ReviewFact | null =>
    value === null ? null : { label, value: formatRupees(value, language) };
  const rent = property.rent;
  const facts: (ReviewFact | null)[] = [
    {
      label: t('admin:facts.type'),
      value: translateMessage(PROPERTY_TYPE_LABELS[property.propertyType] ?? property.propertyType),
    },
    fact(t('admin:facts.propertyType'), contract(propertyKind(property))),
    fact(t('admin:facts.bhk'), contract(property.bhk)),
    fact(t('admin:facts.furnished'), contract(property.propertyCondition)),
    fact(t('admin:facts.sharing'), contract(property.sharing)),
    rent === null
      ? null
      : {
          label: t('admin:facts.rent'),
          value: t('admin:facts.rentValue', { amount: formatRupees(rent, language) }),
        },
    money(t('admin:facts.deposit'), property.deposit),
    money(t('admin:facts.price'), property.price),
    {
      label: t('admin:facts.size'),
      value: t('admin:facts.sizeValue', { area: formatArea(property.area, language) }),
    },
    { label: t('admin:facts.city'), value: translateMessage(property.city) },
    { label: t('admin:facts.address'), value: property.address },
    // The admin's reads always carry it; only signed-out readers and public lists go without.
    { label: t('admin:facts.mapLink'), value: property.mapLink ?? '', href: property.mapLink },
    { label: t('admin:facts.listedBy'), value: translateMessage(property.listedBy) },
  ];
  return facts.filter((item): item is ReviewFact => item !== null);
}

/** The listing's record: when it was made, sent and decided, and its version. */
export function recordFacts(property: Property, { t, language }: FactWords): ReviewFact[] {
  const at = (iso: string) => formatDateTime(iso, language);
  const facts: (ReviewFact | null)[] = [
    { label: t('admin:facts.version'), value: String(property.version) },
    { label: t('admin:facts.created'), value: at(property.createdAt) },
    property.submittedAt
      ? { label: t('admin:facts.submitted'), value: at(property.submittedAt) }
      : null,
    property.campaignDecidedAt
      ? { label: t('admin:facts.lastDecided'), value: at(property.campaignDecidedAt) }
      : null,
    property.lastConfirmedAt
      ? { label: t('admin:facts.ownerConfirmed'), value: at(property.lastConfirmedAt) }
      : null,
    property.hiddenBecause
      ? {
          label: t('admin:facts.hiddenBecause'),
          value: t(HIDDEN_BECAUSE_LABELS[property.hiddenBecause]),
        }
      : null,
  ];
  return facts.filter((item): item is ReviewFact => item !== null);
}

/** The area to the hundredth, as the owner typed it (cards round it), grouped the Indian way. */
const AREA_FORMATS: Record<FormatLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  hi: new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 2, numberingSystem: 'latn' }),
};

function formatArea(area: number, language: FormatLanguage): string {
  return AREA_FORMATS[language].format(area);
}

function fact(label: string, value: string | null | undefined): ReviewFact | null {
  return value?.trim() ? { label, value } : null;
}

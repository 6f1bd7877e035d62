import { type Property, type PropertyType } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { propertyKind } from '@/lib/listing-fields';

export type InfoRowKey =
  | 'bhk'
  | 'kind'
  | 'deposit'
  | 'rent'
  | 'city'
  | 'furnished'
  | 'price'
  | 'sharing'
  | 'location'
  | 'size'
  | 'listedBy';

type DetailsKey = `details:${string}`;

export type InfoRow = {
  key: InfoRowKey;
  /** The row's name, a translation key. */
  label: DetailsKey;
  value: string;
  /** Said after the value in smaller type, e.g. 'per month' or the exact rupee figure. */
  detail?: string;
};

/** What the rows are written with, in the reader's language. */
export type RowWords = {
  t: (key: DetailsKey) => string;
  /** A contract text (city, furnishing, listed by…) in the reader's language. */
  message: (english: string) => string;
  rupees: (value: number) => string;
  rupeesShort: (value: number) => string;
  /** '1,150 Sqft'. */
  size: (area: number) => string;
};

/** The info panel of each type, in docs/product.md §2's order. */
const PANEL: Record<PropertyType, readonly InfoRowKey[]> = {
  rent: ['bhk', 'kind', 'deposit', 'rent', 'city', 'furnished'],
  sell: ['bhk', 'kind', 'city', 'furnished', 'price'],
  commercial: ['kind', 'furnished', 'deposit', 'rent', 'city'],
  plot: ['city', 'price'],
  pgHostel: ['city', 'sharing', 'deposit', 'rent'],
};

/** The second block, the same for every type. */
const COMMON: readonly InfoRowKey[] = ['location', 'size', 'listedBy'];

const NOT_GIVEN = '—';

const LABELS: Record<InfoRowKey, DetailsKey> = {
  bhk: tKey('details:info.bhk'),
  kind: tKey('details:info.kind'),
  deposit: tKey('details:info.deposit'),
  rent: tKey('details:info.rent'),
  city: tKey('details:info.city'),
  furnished: tKey('details:info.furnished'),
  price: tKey('details:info.price'),
  sharing: tKey('details:info.sharing'),
  location: tKey('details:info.location'),
  size: tKey('details:info.size'),
  listedBy: tKey('details:info.listedBy'),
};

const PER_MONTH = tKey('details:info.perMonth');

/** Square feet with Indian grouping and up to two decimals, in the reader's language. */
export function areaNumber(area: number, language: 'en' | 'hi'): string {
  return new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(area);
}

function valueOf(
  key: InfoRowKey,
  property: Property,
  words: RowWords,
): Omit<InfoRow, 'key' | 'label'> {
  const text = (value: string | null | undefined, translate = true) =>
    value?.trim() ? (translate ? words.message(value) : value) : NOT_GIVEN;
  const money = (value: number | null | undefined) =>
    value == null ? NOT_GIVEN : words.rupees(value);
  switch (key) {
    case 'bhk':
      return { value: text(property.bhk) };
    case 'kind':
      return { value: text(propertyKind(property)) };
    case 'deposit':
      return { value: money(property.deposit) };
    case 'rent':
      return {
        value: money(property.rent),
        ...(property.rent == null ? {} : { detail: words.t(PER_MONTH) }),
      };
    case 'city':
      return { value: text(property.city) };
    case 'furnished':
      return { value: text(property.propertyCondition) };
    case 'price': {
      if (property.price == null) return { value: NOT_GIVEN };
      const short = words.rupeesShort(property.price);
      const exact = words.rupees(property.price);
      return { value: short, ...(short === exact ? {} : { detail: exact }) };
    }
    case 'sharing':
      return { value: text(property.sharing) };
    case 'location':
      // The lister's own words.
      return { value: text(property.address, false) };
    case 'size':
      return { value: Number.isFinite(property.area) ? words.size(property.area) : NOT_GIVEN };
    case 'listedBy':
      return { value: text(property.listedBy) };
  }
}

function rowOf(key: InfoRowKey, property: Property, words: RowWords): InfoRow {
  return { key, label: LABELS[key], ...valueOf(key, property, words) };
}

/** The rows of the type's info panel. An unknown type shows the common block only. */
export function panelRows(property: Property, words: RowWords): InfoRow[] {
  return (PANEL[property.propertyType] ?? []).map((key) => rowOf(key, property, words));
}

export function commonRows(property: Property, words: RowWords): InfoRow[] {
  return COMMON.map((key) => rowOf(key, property, words));
}

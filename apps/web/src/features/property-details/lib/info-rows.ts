import {
  formatRupees,
  formatRupeesShort,
  type Property,
  type PropertyType,
} from '@basera/contract';
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

export type InfoRow = {
  key: InfoRowKey;
  label: string;
  value: string;
  /** Said after the value in smaller type, e.g. 'per month' or the exact rupee figure. */
  detail?: string;
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
const area = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function text(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_GIVEN;
}

function money(value: number | null | undefined): string {
  return value == null ? NOT_GIVEN : formatRupees(value);
}

function rowOf(key: InfoRowKey, property: Property): InfoRow {
  switch (key) {
    case 'bhk':
      return { key, label: 'Bhk/Rk', value: text(property.bhk) };
    case 'kind':
      return { key, label: 'Property Type', value: text(propertyKind(property)) };
    case 'deposit':
      return { key, label: 'Deposit', value: money(property.deposit) };
    case 'rent':
      return {
        key,
        label: 'Rent',
        value: money(property.rent),
        ...(property.rent == null ? {} : { detail: 'per month' }),
      };
    case 'city':
      return { key, label: 'City', value: text(property.city) };
    case 'furnished':
      return { key, label: 'Furnished', value: text(property.propertyCondition) };
    case 'price': {
      if (property.price == null) return { key, label: 'Price', value: NOT_GIVEN };
      const short = formatRupeesShort(property.price);
      const exact = formatRupees(property.price);
      return { key, label: 'Price', value: short, ...(short === exact ? {} : { detail: exact }) };
    }
    case 'sharing':
      return { key, label: 'Sharing', value: text(property.sharing) };
    case 'location':
      return { key, label: 'Location', value: text(property.address) };
    case 'size':
      return {
        key,
        label: 'Size',
        value: Number.isFinite(property.area) ? `${area.format(property.area)} Sqft` : NOT_GIVEN,
      };
    case 'listedBy':
      return { key, label: 'Listed By', value: text(property.listedBy) };
  }
}

/** The rows of the type's info panel. An unknown type shows the common block only. */
export function panelRows(property: Property): InfoRow[] {
  return (PANEL[property.propertyType] ?? []).map((key) => rowOf(key, property));
}

export function commonRows(property: Property): InfoRow[] {
  return COMMON.map((key) => rowOf(key, property));
}

import { ALL_AMENITIES, AMENITIES_BY_TYPE, type PropertyType } from '@basera/contract';
import { tKey } from '@/i18n/keys';

export type FilterGroup =
  'budget' | 'bhk' | 'furnishing' | 'listedBy' | 'sharing' | 'amenities' | 'area';

/** Which filters a type's listings carry (docs/product.md §3); every one when no type is chosen. */
const GROUPS_BY_TYPE: Record<PropertyType, readonly FilterGroup[]> = {
  rent: ['budget', 'bhk', 'furnishing', 'listedBy', 'amenities', 'area'],
  sell: ['budget', 'bhk', 'furnishing', 'listedBy', 'amenities', 'area'],
  pgHostel: ['budget', 'sharing', 'listedBy', 'amenities', 'area'],
  plot: ['budget', 'listedBy', 'area'],
  commercial: ['budget', 'furnishing', 'listedBy', 'amenities', 'area'],
};
const ALL_GROUPS: readonly FilterGroup[] = [
  'budget',
  'bhk',
  'furnishing',
  'listedBy',
  'sharing',
  'amenities',
  'area',
];

export function filterGroupsFor(type: PropertyType | undefined): readonly FilterGroup[] {
  return type ? GROUPS_BY_TYPE[type] : ALL_GROUPS;
}

export function amenitiesFor(type: PropertyType | undefined): readonly string[] {
  return type ? AMENITIES_BY_TYPE[type] : ALL_AMENITIES;
}

/** One-tap budgets, by what the amount means: monthly rent, or the price of a sale or a plot. */
export type BudgetPresets = { label: `search:${string}`; amounts: readonly number[] };

const PRICE = tKey('search:budget.price');
const MONTHLY = tKey('search:budget.monthlyRent');
const TO_BUY = tKey('search:budget.priceToBuy');

const MONTHLY_RENT = [5_000, 10_000, 20_000, 50_000];
const COMMERCIAL_RENT = [20_000, 50_000, 1_00_000, 2_00_000];
const SALE_PRICE = [20_00_000, 50_00_000, 1_00_00_000, 2_00_00_000];

export function budgetPresetsFor(type: PropertyType | undefined): BudgetPresets[] {
  switch (type) {
    case 'sell':
    case 'plot':
      return [{ label: PRICE, amounts: SALE_PRICE }];
    case 'commercial':
      return [{ label: MONTHLY, amounts: COMMERCIAL_RENT }];
    case 'rent':
    case 'pgHostel':
      return [{ label: MONTHLY, amounts: MONTHLY_RENT }];
    default:
      return [
        { label: MONTHLY, amounts: MONTHLY_RENT },
        { label: TO_BUY, amounts: SALE_PRICE },
      ];
  }
}

import {
  withoutField,
  type PropertyType,
  type SearchParams,
  type TypeFilter,
} from '@basera/contract';
import { amenitiesFor, filterGroupsFor } from './filter-groups';

/** What a budget is measured on: the price of a sale or a plot, else the monthly rent. */
function budgetBasis(type: PropertyType | undefined) {
  if (!type) return undefined;
  return type === 'sell' || type === 'plot' ? 'price' : 'rent';
}

/**
 * The search for another type chip. 'All' also takes a type out of the text. Filters the new
 * type's listings never carry are dropped (docs/product.md §3), and so is a budget that would
 * now be read on another amount (a rent of ₹15,000 is not a price).
 */
export function withPropertyType(state: SearchParams, type: TypeFilter): SearchParams {
  if (type === 'all') {
    const { propertyType: _type, ...rest } = state;
    return { ...rest, search: withoutField(state.search, 'propertyType') };
  }
  const next: SearchParams = { ...state, propertyType: type };
  const groups = filterGroupsFor(type);
  if (!groups.includes('bhk')) delete next.bhk;
  if (!groups.includes('furnishing')) delete next.furnishing;
  if (!groups.includes('sharing')) delete next.sharing;
  const amenities = amenitiesFor(type);
  const kept = state.amenities?.filter((amenity) => amenities.includes(amenity));
  next.amenities = kept?.length ? kept : undefined;
  const before = budgetBasis(state.propertyType);
  if (before && before !== budgetBasis(type)) {
    delete next.minPrice;
    delete next.maxPrice;
  }
  return next;
}

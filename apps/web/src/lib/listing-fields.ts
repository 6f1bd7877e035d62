import type { Property, PropertyType } from '@basera/contract';

/*
 * Reading a listing's fields where the API's names do not say it all (docs/product.md §3).
 */

/**
 * The kind of property: Apartment, Villa, Shop, Office Space… The API's field is named
 * `property`, which reads badly as `property.property`.
 */
export function propertyKind(listing: Pick<Property, 'property'>): string | null {
  return listing.property;
}

/** Sell and plot listings have a price; the other types a monthly rent and a deposit. */
export function isPriced(type: PropertyType): boolean {
  return type === 'sell' || type === 'plot';
}

import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** Cache keys of the property details screen, one family per listing. */
export const propertyDetailsKeys = {
  all: ['property-details'] as const,
  property: (propertyId: string, readAs: string) =>
    ['property-details', propertyId, 'property', readAs] as const,
  saved: sharedQueryKeys.savedState,
  reviews: (propertyId: string) => ['property-details', propertyId, 'reviews'] as const,
  nearby: (propertyId: string, near: string) =>
    ['property-details', propertyId, 'nearby', near] as const,
  similar: (propertyId: string) => ['property-details', propertyId, 'similar'] as const,
};

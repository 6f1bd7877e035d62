import { useOwnerPropertyDetails } from '../api/get-property-details';
import { usePropertyId } from './use-property-id';

/** The property an owner screen works on (from navigation state or ?propertyId=), loaded. */
export function useOwnerProperty(userId: string) {
  const propertyId = usePropertyId();
  const details = useOwnerPropertyDetails(userId, propertyId);
  return { propertyId, details, property: details.data };
}

export type OwnerPropertyQuery = ReturnType<typeof useOwnerProperty>;

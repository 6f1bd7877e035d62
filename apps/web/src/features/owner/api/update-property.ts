import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput, UpdatePropertyResponse } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type UpdatePropertyRequest = { userId: string; propertyId: string; values: PropertyInput };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type { UpdatePropertyResponse };

/**
 * PUT /owner/updateProperty {userId, propertyId, values} → {msg, property}. The type cannot
 * change; an approved listing goes back to Submitted.
 */
export function updateProperty({
  userId,
  propertyId,
  values,
}: UpdatePropertyRequest): Promise<UpdatePropertyResponse> {
  return api.put<UpdatePropertyResponse>(
    '/owner/updateProperty',
    { userId, propertyId, values },
    { auth: 'user' },
  );
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: async ({ property }, { userId, propertyId }) => {
      if (property) queryClient.setQueryData(ownerKeys.property(userId, propertyId), property);
      await queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) });
    },
  });
}

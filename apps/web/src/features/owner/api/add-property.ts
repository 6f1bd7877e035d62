import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput, AddPropertyResponse } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type AddPropertyRequest = { userId: string; values: PropertyInput };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type { AddPropertyResponse };

/** POST /owner/addProperty {userId, propertyType, ...fields} → 201 {msg, propertyId, property}. */
export function addProperty({ userId, values }: AddPropertyRequest): Promise<AddPropertyResponse> {
  return api.post<AddPropertyResponse>(
    '/owner/addProperty',
    { userId, ...values },
    {
      auth: 'user',
    },
  );
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: (_data, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnPropertyInput, PropertyAnswer } from '@basera/contract';
import { api } from '@/lib/api-client';
import { storeOwnerProperty } from './cache-property';

/**
 * PUT /owner/confirmAvailable {userId, propertyId} → {msg, property}: the owner says an approved
 * listing is still available. It also relists one marked rented or sold, and brings back one
 * that left search for going unconfirmed too long.
 */
export function confirmAvailable(body: OwnPropertyInput): Promise<PropertyAnswer> {
  return api.put<PropertyAnswer>('/owner/confirmAvailable', body, { auth: 'user' });
}

export function useConfirmAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAvailable,
    onSuccess: ({ property }) => storeOwnerProperty(queryClient, property),
  });
}

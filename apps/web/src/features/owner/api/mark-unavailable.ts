import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnPropertyInput, PropertyAnswer } from '@basera/contract';
import { api } from '@/lib/api-client';
import { storeOwnerProperty } from './cache-property';

/**
 * PUT /owner/markUnavailable {userId, propertyId} → {msg, property}: rented or sold, so the
 * listing leaves public lists at once (it is kept; confirming it available relists it).
 */
export function markUnavailable(body: OwnPropertyInput): Promise<PropertyAnswer> {
  return api.put<PropertyAnswer>('/owner/markUnavailable', body, { auth: 'user' });
}

export function useMarkUnavailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markUnavailable,
    onSuccess: ({ property }) => storeOwnerProperty(queryClient, property),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnPropertyInput, MsgResponse } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type DeletePropertyResponse = MsgResponse;

/** DELETE /owner/deleteProperty with body {userId, propertyId}; the photos go too. */
export function deleteProperty(body: OwnPropertyInput): Promise<DeletePropertyResponse> {
  return api.delete<DeletePropertyResponse>('/owner/deleteProperty', body, { auth: 'user' });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    // Not awaited: the card that asked is about to leave the list, and its callbacks must run.
    onSuccess: (_data, { userId, propertyId }) => {
      queryClient.removeQueries({ queryKey: ownerKeys.property(userId, propertyId) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) });
    },
  });
}

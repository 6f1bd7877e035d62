import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnPropertyInput, MsgResponse } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type SubmitPropertyResponse = MsgResponse;

/** PUT /owner/submitProperty {userId, propertyId}: Pending or Reject → Submitted (≥ 4 photos). */
export function submitProperty(body: OwnPropertyInput): Promise<SubmitPropertyResponse> {
  return api.put<SubmitPropertyResponse>('/owner/submitProperty', body, { auth: 'user' });
}

export function useSubmitProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProperty,
    // Not awaited, so the outcome shows at once while the lists refresh.
    onSettled: (_data, _error, { userId, propertyId }) => {
      void queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.property(userId, propertyId) });
    },
  });
}

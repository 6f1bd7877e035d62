import type { SavedToggleResponse } from '@basera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import type { SavedState } from './get-saved-state';
import { propertyDetailsKeys } from './keys';

export type SetSavedRequest = { userId: string; propertyId: string; saved: boolean };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type SetSavedResponse = SavedToggleResponse;

/** POST /user/saveProperty or /user/unsaveProperty with {propertyId, userId}. */
export function setSaved({ userId, propertyId, saved }: SetSavedRequest) {
  return api.post<SetSavedResponse>(
    saved ? '/user/saveProperty' : '/user/unsaveProperty',
    { propertyId, userId },
    { auth: 'user' },
  );
}

/**
 * Saves or unsaves at once on screen (optimistic) and puts the old state back when the call
 * fails. Afterwards every cached list of saved properties is refetched.
 */
export function useSetSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSaved,
    onMutate: async ({ userId, propertyId, saved }) => {
      const key = propertyDetailsKeys.saved(propertyId, userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedState>(key);
      queryClient.setQueryData<SavedState>(key, { saved });
      return { previous };
    },
    onError: (_error, { userId, propertyId }, context) => {
      queryClient.setQueryData<SavedState | undefined>(
        propertyDetailsKeys.saved(propertyId, userId),
        context?.previous,
      );
    },
    onSuccess: (answer, { userId, propertyId, saved }) => {
      queryClient.setQueryData<SavedState>(propertyDetailsKeys.saved(propertyId, userId), {
        saved: typeof answer?.saved === 'boolean' ? answer.saved : saved,
      });
    },
    onSettled: async (_answer, _error, { userId }) => {
      // The Saved Property screen and the hearts on cards show what this heart changes.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.savedProperties(userId) }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.savedIds(userId) }),
      ]);
    },
  });
}

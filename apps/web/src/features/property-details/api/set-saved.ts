import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedState } from './get-saved-state';
import { propertyDetailsKeys } from './keys';

export type SetSavedRequest = { userId: string; propertyId: string; saved: boolean };
export type SetSavedResponse = { msg: string; saved?: boolean };

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
    onSettled: (_answer, _error, { userId }) =>
      // The saved-properties screen (features/listings: listingKeys.saved) lists what the heart
      // changes. Named by value: one feature does not import another.
      queryClient.invalidateQueries({ queryKey: ['listings', 'saved', userId] }),
  });
}

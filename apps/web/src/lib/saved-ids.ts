import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedIdsResponse, SavedToggleResponse } from '@basera/contract';
import { api, segment } from './api-client';
import { sharedQueryKeys } from './shared-query-keys';

/*
 * The hearts on property cards: one request answers which listings of any page the user has
 * saved (GET /user/savedPropertyIds/{userId}), instead of one request per card.
 */

function getSavedIds(userId: string, signal?: AbortSignal): Promise<SavedIdsResponse> {
  return api.get<SavedIdsResponse>(`/user/savedPropertyIds/${segment(userId)}`, {
    auth: 'user',
    signal,
  });
}

/** The read behind the hearts, for a signed-in user. */
export function savedIdsQuery(userId: string) {
  return queryOptions({
    queryKey: sharedQueryKeys.savedIds(userId),
    queryFn: ({ signal }) => getSavedIds(userId, signal),
  });
}

/** The saved listings' ids of the signed-in user; nothing is asked while signed out. */
export function useSavedIds(userId: string | null) {
  return useQuery({
    ...savedIdsQuery(userId ?? ''),
    enabled: Boolean(userId),
    select: (answer) => new Set(answer.ids),
  });
}

type ToggleRequest = { userId: string; propertyId: string; saved: boolean };

/**
 * Saves or unsaves from a card: the heart changes at once and goes back if the server refuses
 * (the caller says why). Afterwards the Saved Property list and the details' heart are refreshed.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, propertyId, saved }: ToggleRequest) =>
      api.post<SavedToggleResponse>(
        saved ? '/user/saveProperty' : '/user/unsaveProperty',
        { propertyId, userId },
        { auth: 'user' },
      ),
    onMutate: async ({ userId, propertyId, saved }) => {
      const key = sharedQueryKeys.savedIds(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedIdsResponse>(key);
      const others = (previous?.ids ?? []).filter((id) => id !== propertyId);
      queryClient.setQueryData<SavedIdsResponse>(key, {
        ids: saved ? [...others, propertyId] : others,
      });
      return { previous };
    },
    onError: (_error, { userId }, context) => {
      queryClient.setQueryData(sharedQueryKeys.savedIds(userId), context?.previous);
    },
    onSettled: async (_answer, _error, { userId, propertyId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.savedIds(userId) }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.savedProperties(userId) }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.savedState(propertyId, userId) }),
      ]);
    },
  });
}

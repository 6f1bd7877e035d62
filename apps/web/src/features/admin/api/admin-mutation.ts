import type { MsgResponse } from '@basera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type { MsgResponse };

/**
 * A change made by the admin. It can touch any list (an owner's deletion takes their listings,
 * meetings and reviews with it), so on success every cached read is marked stale: what is on
 * screen (the open list and the counts) reloads now, the rest when it is next shown.
 */
export function useAdminMutation<TVariables, TData = MsgResponse>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

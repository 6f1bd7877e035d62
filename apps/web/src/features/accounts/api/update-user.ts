import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput, User, UpdateUserResponse } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { userKeys } from './get-user';

export type UpdateUserRequest = { userId: string; values: ProfileInput };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type { UpdateUserResponse };

/** PUT /user/updateUser/{userId} {firstName, lastName, phone, whatsApp} → {msg, user}. */
export function updateUser({ userId, values }: UpdateUserRequest): Promise<UpdateUserResponse> {
  return api.put<UpdateUserResponse>(`/user/updateUser/${segment(userId)}`, values, {
    auth: 'user',
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async ({ user }, { userId }) => {
      if (user)
        queryClient.setQueryData<User>(userKeys.detail(userId), (old) => ({ ...old, ...user }));
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    },
  });
}

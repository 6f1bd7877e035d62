import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyImage, MsgResponse } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type DeletePropertyImageRequest = { userId: string; propertyId: string; image: string };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type DeletePropertyImageResponse = MsgResponse;

/** DELETE /owner/deletePropertyImage {userId, propertyId, image} (the uploads/… path). */
export function deletePropertyImage(
  body: DeletePropertyImageRequest,
): Promise<DeletePropertyImageResponse> {
  return api.delete<DeletePropertyImageResponse>('/owner/deletePropertyImage', body, {
    auth: 'user',
  });
}

export function useDeletePropertyImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePropertyImage,
    onSuccess: async (_data, { userId, propertyId, image }) => {
      queryClient.setQueryData<PropertyImage[]>(ownerKeys.images(userId, propertyId), (old) =>
        old?.filter((item) => item.img !== image),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.property(userId, propertyId) }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) }),
      ]);
    },
  });
}

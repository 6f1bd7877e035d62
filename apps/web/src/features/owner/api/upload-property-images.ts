import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError as ApiErrorBody, UploadImagesResponse } from '@basera/contract';
import { ApiError, isOffline, noAnswerError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/auth';
import { ownerKeys } from './keys';

export type UploadImagesRequest = {
  userId: string;
  propertyId: string;
  files: readonly File[];
  /** Called with 0–1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
};
/** The answer's shape comes from the contract (the server declares the same schema). */
export type { UploadImagesResponse };

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function errorOf(status: number, body: unknown): ApiError {
  const { msg, error } = (body ?? {}) as { msg?: unknown; error?: unknown };
  const text =
    (typeof msg === 'string' && msg) ||
    (typeof error === 'string' && error) ||
    `Request failed with status code ${status}`;
  return new ApiError(text, status, body as ApiErrorBody | undefined);
}

/**
 * POST /owner/uploadPropertyImg as multipart: userId and property_id first (the server reads
 * the fields before the files), then each file as `file`. XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function uploadPropertyImages({
  userId,
  propertyId,
  files,
  onProgress,
}: UploadImagesRequest): Promise<UploadImagesResponse> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('property_id', propertyId);
  for (const file of files) form.append('file', file, file.name);

  const token = getToken('user');
  if (isOffline()) return Promise.reject(noAnswerError('POST'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/owner/uploadPropertyImg');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(noAnswerError('POST'));
    xhr.onabort = () => reject(new ApiError('Request aborted', 0));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as UploadImagesResponse);
        return;
      }
      if (xhr.status === 401 && token) clearToken('user', token);
      reject(errorOf(xhr.status, body));
    };
    xhr.send(form);
  });
}

export function useUploadPropertyImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPropertyImages,
    // Not awaited, so the outcome shows at once while the photos and lists refresh.
    onSuccess: (_data, { userId, propertyId }) => {
      void queryClient.invalidateQueries({ queryKey: ownerKeys.property(userId, propertyId) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) });
    },
  });
}

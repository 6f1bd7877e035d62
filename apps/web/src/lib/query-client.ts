import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx answer will not change on retry; a network failure or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * onServer: the cache of one server render (src/entry-server.tsx). A failed read is not retried
 * there, the browser reads it again instead, and nothing is kept after the page is sent.
 */
export function createQueryClient({ onServer = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: onServer ? false : shouldRetry,
        refetchOnWindowFocus: false,
        ...(onServer && { gcTime: Infinity }),
      },
      mutations: { retry: false },
    },
  });
}

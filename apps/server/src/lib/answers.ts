import type { z } from 'zod';
import { apiErrorSchema } from '@basera/contract';

/**
 * A route's answers for its schema: the success body (200, or 201 for a creation) and the one
 * error shape every 4xx shares. They become the OpenAPI document and are checked in the API
 * tests (test/harness.ts).
 */
export function answers<T extends z.ZodType>(body: T, status: 200 | 201 = 200) {
  return { [status]: body, '4xx': apiErrorSchema } as { [K in typeof status]: T } & {
    '4xx': typeof apiErrorSchema;
  };
}

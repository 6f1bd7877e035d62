import type { z } from 'zod';

/** The first message of each field: what the form shows and what the server answers with. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The error body of every 4xx answer (docs/architecture.md §3). */
export type ApiError = { error: string; msg?: string; fields?: Record<string, string> };

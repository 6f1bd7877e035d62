/** Helpers shared by the contract's unit tests (not exported from the package). */
import type { z } from 'zod';
import { fieldMessages } from './errors';

/** The message each field shows (its first issue); empty when the input is accepted. */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

/** The parsed output; fails the test with the field messages when the input is rejected. */
export function accepted(schema: z.ZodType, input: unknown): Record<string, unknown> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected to be accepted, got ${JSON.stringify(fieldMessages(result.error))}`);
  }
  return result.data as Record<string, unknown>;
}

export function without(input: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...input };
  delete copy[key];
  return copy;
}

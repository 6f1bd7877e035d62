import type { FastifyInstance } from 'fastify';
import { fieldMessages } from '@basera/contract';
import type { z } from 'zod';

/** A request part that failed its contract schema; carries the first message per field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly fields: Record<string, string>;
  constructor(error: z.ZodError | Record<string, string>) {
    const fields = error instanceof Error ? fieldMessages(error) : error;
    super(Object.values(fields)[0] ?? 'Invalid input');
    this.fields = fields;
  }
}

export const NUL_MESSAGE = 'Text must not contain a NUL character';

/**
 * The path of the first string holding U+0000, which no text column can store (PostgreSQL
 * refuses it), or null. Checked for every request part before its schema.
 */
export function pathOfNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || '_' : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, '_'].join('.');
      const found = pathOfNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Route schemas are the contract's zod schemas; the parsed (trimmed, defaulted) value is used. */
export function useZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const nulAt = pathOfNul(data);
    if (nulAt !== null) return { error: new RequestValidationError({ [nulAt]: NUL_MESSAGE }) };
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) };
  });
}

/**
 * Answers are written with JSON.stringify: the routes' response schemas document them (and
 * the API tests check every answer against them), but a slip must never turn a good answer
 * into a 500 for a user, and the public lists arrive already serialised from the cache.
 */
export function useJsonAnswers(app: FastifyInstance) {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/**
 * Fastify's JSON parser (prototype-poisoning checks and all), except that an empty body reads
 * as no body: many clients send `Content-Type: application/json` on a bodiless DELETE.
 * Routes that need a body still answer 400 with their field messages.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
}

import type { FastifyInstance } from 'fastify';
import { API_MSG, fieldMessages } from '@basera/contract';
import { Invalid } from '../lib/errors';
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

/** How many levels of arrays and objects a JSON body may nest; the API's deepest body has 3. */
export const MAX_JSON_NESTING = 16;

export const NUL_MESSAGE = 'Text must not contain a NUL character';

type Visit = { value: unknown; key: string; parent: Visit | null };

/** The dotted path of a visited value ('_' for the whole part). */
function pathTo(visit: Visit): string[] {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/**
 * The path of the first string (or key) holding U+0000, which no text column can store
 * (PostgreSQL refuses it), or null. Checked for every request part before its schema. One pass
 * with a stack of its own, each value visited once and a path built only for what is found:
 * a deep body costs no more than a wide one of the same size.
 */
export function pathOfNul(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\0') ? '_' : null;
  const stack: Visit[] =
    value && typeof value === 'object' ? [{ value, key: '', parent: null }] : [];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const container = visit.value as Record<string, unknown>;
    const inner: Visit[] = [];
    for (const key of Object.keys(container)) {
      if (key.includes('\0')) return [...pathTo(visit), '_'].join('.');
      const item = container[key];
      if (typeof item === 'string') {
        if (item.includes('\0')) return [...pathTo(visit), key].join('.');
      } else if (item && typeof item === 'object') {
        inner.push({ value: item, key, parent: visit });
      }
    }
    // Pushed last to first, so the first one is opened first.
    for (let index = inner.length - 1; index >= 0; index--) stack.push(inner[index]!);
  }
  return null;
}

/** Whether arrays and objects nest more than `limit` levels deep (a scalar is 0, `[]` is 1). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
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
 * Routes that need a body still answer 400 with their field messages. A body nested deeper
 * than MAX_JSON_NESTING is a 400 before anything else walks it (what a few kilobytes of
 * brackets would otherwise cost every later step).
 */
export function readJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, (err, value) => {
      if (err) return done(err);
      if (nestsDeeperThan(value, MAX_JSON_NESTING)) return done(Invalid(API_MSG.nestedTooDeep));
      return done(null, value);
    });
  });
}

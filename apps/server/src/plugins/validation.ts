import type { FastifyInstance } from 'fastify';
import { fieldMessages } from '@basera/contract';
import type { z } from 'zod';

/** A request part that failed its contract schema; carries the first message per field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly fields: Record<string, string>;
  constructor(error: z.ZodError) {
    const fields = fieldMessages(error);
    super(Object.values(fields)[0] ?? 'Invalid input');
    this.fields = fields;
  }
}

/** Route schemas are the contract's zod schemas; the parsed (trimmed, defaulted) value is used. */
export function useZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) };
  });
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

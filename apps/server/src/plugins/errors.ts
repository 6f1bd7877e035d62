import type { FastifyError, FastifyInstance } from 'fastify';
import { API_MSG } from '@basera/contract';
import { HttpError } from '../lib/errors';
import { RequestValidationError } from './validation';

/** Client mistakes Fastify and its plugins report, mapped to clear answers (docs/architecture.md §3). */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, API_MSG.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, API_MSG.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, API_MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, API_MSG.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, API_MSG.invalidInput],
  FST_REQ_FILE_TOO_LARGE: [413, API_MSG.bodyTooLarge],
  FST_FILES_LIMIT: [413, API_MSG.bodyTooLarge],
  FST_PARTS_LIMIT: [413, API_MSG.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, API_MSG.bodyTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, API_MSG.unsupportedMedia],
  FST_PROTO_VIOLATION: [400, API_MSG.invalidInput],
};

/** The one place error replies are made: `{ error, msg?, fields? }`, never a stack trace. */
export function useErrorReplies(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ error: err.message, ...err.extra });
    }
    if (err instanceof RequestValidationError) {
      return reply.code(400).send({ error: err.message, msg: err.message, fields: err.fields });
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1], msg: known[1] });
    if (err.statusCode === 429) {
      return reply.code(429).send({ error: API_MSG.tooManyRequests, msg: API_MSG.tooManyRequests });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'client error');
      return reply
        .code(err.statusCode)
        .send({ error: API_MSG.invalidInput, msg: API_MSG.invalidInput });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ error: API_MSG.internal });
  });
}

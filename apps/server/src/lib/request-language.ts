import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromCookieHeader,
  type Language,
} from '@basera/contract';

/**
 * The language the caller reads the site in: the `lang` cookie the web app keeps (the same
 * choice the server renderer reads), English without one. Mails caused by the request use it.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = languageFromCookieHeader(request.headers.cookie);
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

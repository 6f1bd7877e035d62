/**
 * Which language a visitor reads, decided without the DOM so the server renderer can use it
 * too (docs/i18n.md). The list of languages and the cookie's reading are the contract's, which
 * the server's mails share.
 */
import { DEFAULT_LANGUAGE, LANG_COOKIE, isLanguage, type Language } from '@basera/contract';

export {
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  LANGUAGES,
  isLanguage,
  languageFromCookieHeader,
  type Language,
} from '@basera/contract';

/** The URL parameter, the cookie and the localStorage entry share this name. */
export const LANG_PARAM = 'lang';
export const LANG_STORAGE_KEY = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The Intl locale of each language: Indian conventions (lakh grouping, Indian dates) in both. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The `lang` URL parameter wins (a shared link keeps its language); then the stored choice,
 * the cookie first since the server sees it too; then English. Unknown values are ignored.
 */
export function pickLanguage({
  param,
  cookie,
  stored,
}: {
  param?: string | null | undefined;
  cookie?: string | null | undefined;
  stored?: string | null | undefined;
}): Language {
  for (const candidate of [param, cookie, stored]) {
    if (isLanguage(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}

/** The Set-Cookie / document.cookie text that remembers a choice for a year, for every path. */
export function languageCookie(language: Language): string {
  return `${LANG_COOKIE}=${language}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

/** `search` (with or without '?') with its `lang` parameter set to `language`. */
export function withLanguageParam(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANG_PARAM, language);
  return `?${params.toString()}`;
}

/**
 * Which language a visitor reads, decided without the DOM so the server renderer can use it
 * too (docs/i18n.md).
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The URL parameter, the cookie and the localStorage entry share this name. */
export const LANG_PARAM = 'lang';
export const LANG_COOKIE = 'lang';
export const LANG_STORAGE_KEY = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The Intl locale of each language: Indian conventions (lakh grouping, Indian dates) in both. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

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

/**
 * The `lang` cookie's value from a Cookie header (or `document.cookie`). A value with a broken
 * %-escape is no choice at all: it must not stop the server rendering the page.
 */
export function languageFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANG_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
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

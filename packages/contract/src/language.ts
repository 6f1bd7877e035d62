/**
 * The languages the product speaks, and how a request says which one its reader chose: the
 * `lang` cookie the web app sets (docs/i18n.md). The web app's screens and the server's mails
 * read the same choice.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a reader's choice (the web app also uses the name for its URL parameter). */
export const LANG_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` cookie's value from a Cookie header (or `document.cookie`). */
export function languageFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANG_COOKIE) continue;
    // A value with a broken %-escape is no choice at all: it must not stop a page rendering.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

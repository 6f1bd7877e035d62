import {
  LANG_PARAM,
  LANG_STORAGE_KEY,
  languageCookie,
  languageFromCookieHeader,
  pickLanguage,
  type Language,
} from './language';

/**
 * The browser's side of the language choice. These touch the DOM, so they run only at start-up
 * (app/start.tsx) and in event handlers, never while rendering.
 */

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, embedded views)
  }
}

/** The language to start in; a `lang` parameter in the address is remembered as the choice. */
export function startLanguage(): Language {
  const param = new URLSearchParams(location.search).get(LANG_PARAM);
  const language = pickLanguage({
    param,
    cookie: languageFromCookieHeader(document.cookie),
    stored: storedLanguage(),
  });
  if (param === language) rememberLanguage(language);
  document.documentElement.lang = language;
  return language;
}

/** Keeps the choice on this device: localStorage, and a cookie the server renderer reads. */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // the cookie still carries it
  }
}

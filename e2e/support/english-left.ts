import type { Page } from 'playwright-core';

/**
 * Words that stay in Latin letters on a Hindi screen: names of brands and services, the name of
 * the other language in the language switch, a file format and a hashing algorithm. Abbreviations
 * in capitals (BHK, PG, DPDP, RERA) and keys as printed on a keyboard (<kbd>) are left alone too.
 */
const KEPT_AS_THEY_ARE = [
  'Basera',
  'WhatsApp',
  'English',
  'Google Maps',
  'Google',
  'OpenStreetMap',
  'Leaflet',
  'WebP',
  'Facebook',
  'Instagram',
  'Twitter',
  'YouTube',
  'LinkedIn',
  'Telegram',
  'argon2id',
];

/**
 * What the screen still says in English: every visible text, accessible name, placeholder and
 * alt text (and the document title) with a Latin word of two letters or more (so an English
 * 'pm' in a time counts) left after taking out `data` (what people typed: titles, names,
 * addresses, searches, which are never translated), e-mail addresses, web addresses and the
 * words kept as they are.
 */
export function englishOnScreen(page: Page, data: string[]): Promise<string[]> {
  return page.evaluate(
    ({ data, kept }) => {
      const withoutData = (text: string) => {
        let rest = text.replace(/\S+@\S+\.\S+/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
        for (const value of data) rest = rest.split(value).join(' ');
        for (const word of kept) rest = rest.replace(new RegExp(`\\b${word}\\b`, 'g'), ' ');
        return rest.replace(/\b[A-Z]{2,}s?\b/g, ' ');
      };
      const isEnglish = (text: string) => /[A-Za-z]{2,}/.test(withoutData(text));
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest('script, style, noscript, kbd, [aria-hidden="true"]'))
          continue;
        if (!element.checkVisibility()) continue;
        const text = (node.textContent ?? '').trim();
        if (text && isEnglish(text)) found.add(text);
      }
      for (const element of Array.from(
        document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]'),
      )) {
        if (!element.checkVisibility() || element.closest('[aria-hidden="true"]')) continue;
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const text = element.getAttribute(name)?.trim();
          if (text && isEnglish(text)) found.add(`${name}="${text}"`);
        }
      }
      if (isEnglish(document.title)) found.add(`<title>${document.title}`);
      return [...found];
    },
    { data, kept: KEPT_AS_THEY_ARE },
  );
}

import devanagariFontUrl from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import type { Language } from '@/i18n/language';

/**
 * The Devanagari web font of src/styles.css, named by the same file, so the build gives both the
 * same hashed name. A Hindi page preloads it: the browser fetches it beside the styles instead
 * of once the page is laid out, so the Hindi text changes to it sooner, often before the first
 * paint. An English page shows one Hindi word (the language switch) and leaves it to the styles.
 */
export function fontPreloadTags(language: Language): string {
  if (language !== 'hi') return '';
  return `<link rel="preload" href="${devanagariFontUrl}" as="font" type="font/woff2" crossorigin />`;
}

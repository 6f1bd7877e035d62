import type { Language } from '@/i18n/language';
import { fontPreloadTags } from './devanagari-font';
import { serverStateScript, type ServerState } from './server-state';

/*
 * The built index.html is the template of every page (apps/web/index.html). Between the head
 * markers stand the site's title and description; the server replaces them with the page's
 * head: its link-preview tags (from the API server) and what the page rendered (its <title>).
 * The page's markup goes in the root; <html lang> says the page's language, and a Hindi page
 * preloads the Devanagari font.
 */
const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const BODY_MARK = '<!--app-html-->';
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;

export function hasPageMarkers(template: string): boolean {
  return [HEAD_START, HEAD_END, BODY_MARK].every((mark) => template.includes(mark));
}

export type PageParts = {
  /** Tags for the head from the server (title, description, link previews); '' keeps the site's. */
  headTags: string;
  /** What the page itself rendered for the head: its <title> wins over the server's. */
  head: string;
  body: string;
  state: ServerState | null;
  language: Language;
};

export function pageDocument(template: string, page: PageParts): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END, start);
  const siteTags = template.slice(start + HEAD_START.length, end).trim();
  let tags = page.headTags || siteTags;
  if (TITLE.test(page.head)) tags = tags.replace(TITLE, '');
  const head = tags + page.head + fontPreloadTags(page.language);
  let html = template.slice(0, start) + head + template.slice(end + HEAD_END.length);
  html = html.replace(HTML_LANG, `<html lang="${page.language}"`);
  // Functions as replacements: a '$' in the page's text must stay a '$'.
  html = html.replace(BODY_MARK, () => page.body);
  if (page.state) {
    const script = serverStateScript(page.state);
    html = html.replace('</body>', () => `${script}</body>`);
  }
  return html;
}

/**
 * React hoists <title>, <meta> and <link> elements rendered anywhere in the tree (the pages'
 * own titles); rendering a part of the document, it writes them first, before the app's markup.
 * They belong in <head>: this takes that leading run off the HTML.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

export function splitHoistedHead(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * What people's text becomes before any rule reads it (docs/decisions/0025-text-as-people-see-it.md):
 * the characters no one sees are removed and the rest is put in NFKC form, so that what is
 * stored, counted, searched and moderated is what a reader sees. 'f\u200Bl\u200Ba\u200Bt' is
 * 'flat', fullwidth 'ｆｌａｔ' and mathematical bold '𝐟𝐥𝐚𝐭' are 'flat', and a name made of
 * Hangul fillers is empty.
 */

/**
 * Unicode's default-ignorable code points: zero-width spaces and joiners, bidi marks, embeddings,
 * overrides and isolates, Hangul fillers, the soft hyphen, variation selectors, tags.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** Every way of breaking a line (CR LF, CR, NEL, the line and paragraph separators) as LF. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;

/**
 * Text without invisible characters, in NFKC. Removed before normalising, so that a combining
 * mark an invisible character kept apart joins its letter, and again after, for the few
 * compatibility characters whose NFKC form is itself invisible. Applying it twice changes nothing.
 */
export function normaliseText(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '');
}

/** Text of several lines: as normaliseText, with every line break an LF. */
export function normaliseLines(text: string): string {
  return normaliseText(text.replace(LINE_BREAKS, '\n'));
}

/**
 * One line: no control character (tab and line breaks included) and no line separator.
 * Checked on normalised, trimmed text, so what a paste leaves at either end does no harm.
 */
export const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;

/** Several lines: line breaks and tabs, but no other control character. */
export const PRINTABLE_LINES = /^(?:[^\p{Cc}]|[\t\n])*$/u;

/** Characters a client should not send in written text: controls and invisible ones. */
const UNSENT = '\\p{Cc}\\p{Default_Ignorable_Code_Point}';

/**
 * The written text the API document asks for (JSON Schema `pattern`, read with the `u` flag):
 * already as the server would keep it, with no space at either end and no control or
 * invisible character; one line, or lines separated by LF with tabs inside. The server itself
 * is more forgiving: it trims and normalises first (above), then checks ONE_LINE or
 * PRINTABLE_LINES.
 */
export const SENT_ONE_LINE = `^(?:[^\\s${UNSENT}](?:[^${UNSENT}\\u2028\\u2029]*[^\\s${UNSENT}])?)?$`;
export const SENT_LINES = `^(?:[^\\s${UNSENT}](?:(?:[^${UNSENT}]|[\\t\\n])*[^\\s${UNSENT}])?)?$`;

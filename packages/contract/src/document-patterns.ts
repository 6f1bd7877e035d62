/**
 * Patterns for the API document (JSON Schema `pattern`, read with the `u` flag) where the
 * server reads a value with code rather than with one regular expression: a comma list of
 * values, a name in any case. Each states exactly what that code accepts; the server's own
 * check stays the code (docs/decisions/0026-the-document-says-what-the-server-takes.md).
 */

/** `text` matched literally (only the characters a `u` pattern allows to be escaped). */
const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** 'a, b,,a': values from `options`, separated by commas, spaces around them, blanks ignored. */
export function commaListPattern(options: readonly string[]): string {
  const one = `\\s*(?:${options.map(literal).join('|')})?\\s*`;
  return `^${one}(?:,${one})*$`;
}

/** One of `names` in any case ('raipur', 'RAIPUR'), or one of `exact` as written. */
export function anyCasePattern(names: readonly string[], exact: readonly string[] = []): string {
  const anyCase = (name: string) =>
    [...name]
      .map((char) =>
        char.toLowerCase() === char.toUpperCase()
          ? literal(char)
          : `[${char.toLowerCase()}${char.toUpperCase()}]`,
      )
      .join('');
  return `^(?:${[...exact.map(literal), ...names.map(anyCase)].join('|')})$`;
}

/** At most `count` comma-separated names of at most `length` characters each, once trimmed. */
export function boundedNamesPattern(count: number, length: number): string {
  const name = `\\s*(?:[^,\\s](?:[^,]{0,${length - 2}}[^,\\s])?)?\\s*`;
  return `^${name}(?:,${name}){0,${count - 1}}$`;
}

/** Values from `options` separated by bare commas ('Submitted,Approve'), or nothing. */
export function exactListPattern(options: readonly string[]): string {
  const one = `(?:${options.map(literal).join('|')})`;
  return `^(?:${one}(?:,${one})*)?$`;
}

/** Helpers of the translation tests: flat keys, placeholders. */

export type Tree = { [key: string]: string | Tree };

/** { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

/** The {{variables}} a text interpolates, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

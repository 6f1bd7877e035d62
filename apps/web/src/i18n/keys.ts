/**
 * Marks a translation key picked at run time, e.g. a label chosen from a map by a value:
 * `const LABELS = { rent: tKey('search:type.rent'), … }` then `t(LABELS[type])`. The key scan
 * (keys-used.test.ts) checks every tKey; write the namespace in it always.
 */
export function tKey<const Key extends `${string}:${string}`>(key: Key): Key {
  return key;
}

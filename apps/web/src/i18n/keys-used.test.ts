import { describe, expect, it } from 'vitest';
import { messagesEn } from './contract-messages';
import { NAMESPACES } from './namespaces';
import { flatten, type Tree } from './resource-checks';
import { findKeyProblems, findKeyUses, type KeyUse } from './key-scan';

/**
 * Every key the source names must exist in both languages. The scan relies on the convention
 * of docs/i18n.md: literal keys in t('…') and i18nKey="…", one namespace per file (from
 * useTranslation('ns')), 'ns:key' for any other namespace, tKey('ns:key') for keys picked at
 * run time, and never a key built with a template or a variable.
 */

const locales = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!./**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function keysOf(language: string, namespace: string): Set<string> {
  if (language === 'en' && namespace === 'messages')
    return new Set(Object.keys(flatten(messagesEn)));
  return new Set(Object.keys(flatten(locales[`./locales/${language}/${namespace}.json`] ?? {})));
}

/** A key exists as it is, or as the plural forms i18next picks from with `count`. */
function has(keys: Set<string>, key: string): boolean {
  return keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`));
}

const uses: KeyUse[] = Object.entries(sources).flatMap(([file, text]) =>
  findKeyUses(file.replace(/^\.\.\//, 'src/'), text),
);

describe('keys used in the source', () => {
  it('are found (the scan sees the app shell at least)', () => {
    expect(uses.filter((use) => use.key === 'layout.skipToContent')).not.toEqual([]);
  });

  it('name known namespaces', () => {
    const unknown = uses.filter(
      (use) => !(NAMESPACES as readonly string[]).includes(use.namespace),
    );
    expect(unknown.map((use) => `${use.file}: ${use.namespace}:${use.key}`)).toEqual([]);
  });

  it.each(['en', 'hi'])('all exist in %s', (language) => {
    const missing = uses
      .filter((use) => (NAMESPACES as readonly string[]).includes(use.namespace))
      .filter((use) => !has(keysOf(language, use.namespace), use.key))
      .map((use) => `${use.file}: ${use.namespace}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it('are never built at run time outside tKey', () => {
    const problems = Object.entries(sources).flatMap(([file, text]) =>
      findKeyProblems(file.replace(/^\.\.\//, 'src/'), text),
    );
    expect(problems).toEqual([]);
  });
});

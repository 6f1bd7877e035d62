import { DEFAULT_NAMESPACE } from './namespaces';

/**
 * Finds the translation keys a source file names, by the convention of docs/i18n.md. Only
 * files that import i18next, react-i18next or '@/i18n/…' are read.
 */

export type KeyUse = { file: string; namespace: string; key: string };

const USES_I18N = /from '(?:i18next|react-i18next|@\/i18n\/[\w-]+)'/;
const NAMESPACE_OF_HOOK = /\buseTranslation\(\s*(?:\[\s*)?(?:'([\w-]+)')?/g;
const LITERAL_KEYS = [
  /\bt\(\s*'([^'\n]+)'/g, // t('key') and i18n.t('key')
  /\bi18nKey=["']([^"'\n]+)["']/g, // <Trans i18nKey="key">
  /\btKey\(\s*'([^'\n]+)'/g, // keys picked at run time
];

function readsTranslations(text: string): boolean {
  return USES_I18N.test(text);
}

/** The namespaces the file's useTranslation calls name; none means 'common'. */
function hookNamespaces(text: string): Set<string> {
  return new Set(
    [...text.matchAll(NAMESPACE_OF_HOOK)].map((match) => match[1] ?? DEFAULT_NAMESPACE),
  );
}

export function findKeyUses(file: string, text: string): KeyUse[] {
  if (!readsTranslations(text)) return [];
  const [fileNamespace = DEFAULT_NAMESPACE] = hookNamespaces(text);
  return LITERAL_KEYS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const written = match[1]!;
      const split = /^([\w-]+):(.+)$/.exec(written);
      return split
        ? { file, namespace: split[1]!, key: split[2]! }
        : { file, namespace: fileNamespace, key: written };
    }),
  );
}

/** Ways of naming a key that the scan cannot check. */
export function findKeyProblems(file: string, text: string): string[] {
  if (!readsTranslations(text)) return [];
  const problems: string[] = [];
  const namespaces = hookNamespaces(text);
  if (namespaces.size > 1) {
    problems.push(
      `${file}: useTranslation with several namespaces (${[...namespaces].join(', ')}); use one per file and 'ns:key' for the others`,
    );
  }
  for (const match of text.matchAll(/\bt\(\s*`[^`]*\$\{/g)) {
    problems.push(
      `${file}: a key built with a template (${match[0]}…); use tKey('ns:key') in a map`,
    );
  }
  for (const match of text.matchAll(/\bt\(\s*'[^'\n]*'\s*\+/g)) {
    problems.push(`${file}: a key built with + (${match[0]}…); use tKey('ns:key') in a map`);
  }
  for (const match of text.matchAll(/\btKey\(\s*'([^'\n]+)'/g)) {
    if (!match[1]!.includes(':'))
      problems.push(`${file}: tKey('${match[1]}') without its namespace`);
  }
  return problems;
}

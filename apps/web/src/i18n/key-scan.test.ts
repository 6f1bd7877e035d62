import { describe, expect, it } from 'vitest';
import { findKeyProblems, findKeyUses } from './key-scan';

const IMPORT = "import { useTranslation } from 'react-i18next';\n";

describe('the key scan', () => {
  it("reads keys in the file's namespace, and 'ns:key' in another", () => {
    const text = `${IMPORT}const { t } = useTranslation('search');\nt('filters.title'); t('common:header.signIn', { x: 1 });`;
    expect(findKeyUses('a.tsx', text)).toEqual([
      { file: 'a.tsx', namespace: 'search', key: 'filters.title' },
      { file: 'a.tsx', namespace: 'common', key: 'header.signIn' },
    ]);
  });

  it("takes 'common' when useTranslation names none, and reads i18nKey and tKey", () => {
    const text = `${IMPORT}useTranslation();\n<Trans i18nKey="footer.about" />; const M = { a: tKey('home:hero.title') };`;
    expect(findKeyUses('b.tsx', text).map((use) => `${use.namespace}:${use.key}`)).toEqual([
      'common:footer.about',
      'home:hero.title',
    ]);
  });

  it('ignores files that do not use i18next', () => {
    expect(findKeyUses('c.ts', "const t = (x: string) => x; t('not.a.key');")).toEqual([]);
  });

  it('refuses keys it cannot read: templates, concatenation, several namespaces in a file', () => {
    const text = `${IMPORT}useTranslation('home'); useTranslation('search');\nt(\`type.\${kind}\`); t('type.' + kind); tKey('bare.key');`;
    expect(findKeyProblems('d.tsx', text)).toHaveLength(4);
  });
});

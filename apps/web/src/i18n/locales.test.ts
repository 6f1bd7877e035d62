import { describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@basera/contract';
import { messagesEn } from './contract-messages';
import { LANGUAGES } from './language';
import { NAMESPACES } from './namespaces';
import { flatten, placeholdersOf, type Tree } from './resource-checks';

/** Names written the same in Hindi, as Hindi readers see them on their phones. */
const SAME_IN_BOTH = new Set([
  'WhatsApp',
  'Facebook',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Google',
]);

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

/** One language's namespace, flat; English `messages` comes from the contract. */
function resource(language: string, namespace: string): Record<string, string> {
  if (language === 'en' && namespace === 'messages') return flatten(messagesEn);
  const file = files[`./locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`locales/${language}/${namespace}.json is missing`);
  return flatten(file);
}

describe('translation files', () => {
  it('exist for every language and namespace, and for nothing else', () => {
    const expected = LANGUAGES.flatMap((language) =>
      NAMESPACES.filter((ns) => !(language === 'en' && ns === 'messages')).map(
        (ns) => `./locales/${language}/${ns}.json`,
      ),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const en = resource('en', namespace);
    const hi = resource('hi', namespace);

    it('has the same keys in English and Hindi', () => {
      const onlyEnglish = Object.keys(en).filter((key) => !(key in hi));
      const onlyHindi = Object.keys(hi).filter((key) => !(key in en));
      expect({ onlyEnglish, onlyHindi }).toEqual({ onlyEnglish: [], onlyHindi: [] });
    });

    it('has no empty text', () => {
      const empty = LANGUAGES.flatMap((language) =>
        Object.entries(resource(language, namespace))
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => `${language}:${key}`),
      );
      expect(empty).toEqual([]);
    });

    it('uses the same {{variables}} in both languages', () => {
      const differing = Object.keys(en)
        .filter((key) => key in hi)
        .filter((key) => placeholdersOf(en[key]!).join() !== placeholdersOf(hi[key]!).join());
      expect(differing).toEqual([]);
    });

    it('names no tag for <Trans> after an HTML element that cannot hold text', () => {
      // react-i18next reads <link>…</link> as the empty element <link> followed by the text,
      // so the component it stands for renders empty (an unnamed link, found by axe).
      const voidTag = /<(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>/i;
      const misnamed = LANGUAGES.flatMap((language) =>
        Object.entries(resource(language, namespace))
          .filter(([, text]) => voidTag.test(text))
          .map(([key]) => `${language}:${key}`),
      );
      expect(misnamed).toEqual([]);
    });

    it('has Hindi that is written in Hindi, not left in English', () => {
      // A text without a single Devanagari letter is an untranslated copy, unless it is a
      // code, a number or a name the same in both (BHK, WhatsApp, ₹).
      const untranslated = Object.entries(hi)
        .filter(([key, text]) => !/[\u0900-\u097F]/.test(text) && text === en[key])
        .filter(([, text]) => /[a-z]{3}/.test(text) && !SAME_IN_BOTH.has(text));
      expect(untranslated).toEqual([]);
    });
  });
});

describe('Hindi messages', () => {
  const hi = resource('hi', 'messages');

  it('translate every message of the contract (MSG and API_MSG)', () => {
    const keys = [
      ...Object.keys(MSG).map((key) => `msg.${key}`),
      ...Object.keys(API_MSG).map((key) => `api.${key}`),
    ];
    expect(keys.filter((key) => !hi[key])).toEqual([]);
  });
});

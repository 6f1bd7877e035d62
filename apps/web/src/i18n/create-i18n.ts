import { createInstance, type i18n, type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';
import { LANGUAGES, type Language } from './language';

/** Namespaces already at hand, by language: what the server renderer inlines into the page. */
export type PreloadedResources = Partial<
  Record<Language, Partial<Record<Namespace, ResourceLanguage>>>
>;

/** Every translation file, each its own chunk. */
const LOCALE_FILES = import.meta.glob<ResourceLanguage>('./locales/*/*.json', {
  import: 'default',
});

/**
 * One namespace of one language: a screen downloads only the words it shows. English
 * `messages` is built from the contract's texts rather than read from JSON.
 */
export async function loadNamespace(
  language: string,
  namespace: string,
): Promise<ResourceLanguage> {
  if (language === 'en' && namespace === 'messages') {
    return (await import('./contract-messages')).messagesEn;
  }
  const load = LOCALE_FILES[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}

/** A missing translation is a bug: say so where the tests (unit and e2e) will see it. */
function reportMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.error(`Missing translation: [${languages.join(', ')}] ${namespace}:${key}`);
}

/**
 * A fresh i18next instance in `language`, initialised and with `common` loaded (from
 * `preloaded`, else fetched). The server
 * renderer makes one per request with the namespaces the page needs in `preloaded`, and inlines
 * those resources into the HTML so the browser's instance (made the same way) starts from them.
 */
export async function createI18n(
  language: Language,
  preloaded: PreloadedResources = {},
): Promise<i18n> {
  const instance = createInstance();
  instance.use(resourcesToBackend(loadNamespace));
  // A server-rendered page brings the words it shows; the app shell fetches `common` here.
  const resources = preloaded;
  await instance.init({
    lng: language,
    supportedLngs: LANGUAGES,
    // No silent English in a Hindi screen: a missing key is reported, never papered over.
    fallbackLng: false,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes already
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: reportMissingKey,
    react: { useSuspense: true },
  });
  return instance;
}

export { NAMESPACES };

import { createContext, use } from 'react';
import type { i18n } from 'i18next';
import type { Language } from './language';

/**
 * The same interface in another language: a clone of `base` sharing the words loaded so far,
 * switched to `language`, with the namespaces the screens have used loaded. `base` itself is
 * never switched: the parts of a server-rendered page that React has not taken over yet must
 * be read in the language the server wrote them in (see LanguageProvider).
 */
export async function instanceIn(base: i18n, language: Language): Promise<i18n> {
  const clone = base.cloneInstance({ lng: language });
  await clone.changeLanguage(language);
  const used = base.reportNamespaces?.getUsedNamespaces() ?? [];
  if (used.length > 0) await clone.loadNamespaces(used);
  return clone;
}

/** Switches the whole interface to another language (app/providers.tsx). */
export type SwitchLanguage = (language: Language) => Promise<void>;

export const SwitchLanguageContext = createContext<SwitchLanguage | null>(null);

export function useSwitchLanguageContext(): SwitchLanguage {
  const switchLanguage = use(SwitchLanguageContext);
  if (!switchLanguage) throw new Error('useSwitchLanguage needs AppProviders around it');
  return switchLanguage;
}

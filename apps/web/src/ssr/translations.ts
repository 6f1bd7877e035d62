import type { i18n, ResourceLanguage } from 'i18next';
import type { PreloadedResources } from '@/i18n/create-i18n';
import { isNamespace, type Namespace } from '@/i18n/namespaces';
import type { Language } from '@/i18n/language';

/**
 * The words a render used, to inline into the page: every namespace of the request's language
 * the i18next instance holds (no language's words ship inside the app's scripts).
 */
export function translationsToInline(instance: i18n, language: Language): PreloadedResources {
  const held = (instance.store.data[language] ?? {}) as Record<string, ResourceLanguage>;
  const inline: Partial<Record<Namespace, ResourceLanguage>> = {};
  for (const [namespace, words] of Object.entries(held)) {
    if (!isNamespace(namespace)) continue;
    inline[namespace] = words;
  }
  return { [language]: inline };
}

/**
 * Which namespaces each screen (route id) used when it was last rendered. Loading them before
 * the render spares it a pass that only discovers them.
 */
export class NamespaceMemory {
  private readonly byScreen = new Map<string, readonly string[]>();

  of(screen: string): readonly string[] {
    return this.byScreen.get(screen) ?? [];
  }

  remember(screen: string, namespaces: readonly string[]): void {
    this.byScreen.set(screen, namespaces);
  }
}

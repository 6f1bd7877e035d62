/**
 * The translation namespaces: one JSON file per language and namespace under locales/, loaded
 * only when a screen asks for it (docs/i18n.md).
 */
export const NAMESPACES = [
  'common',
  'home',
  'search',
  'details',
  'accounts',
  'owner',
  'admin',
  'pages',
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

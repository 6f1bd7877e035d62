import type { UIMatch } from 'react-router';
import type { HeaderSearch } from './layout/header';

/**
 * What a route tells the root layout about the chrome around it. The deepest route that says
 * something wins.
 * - header 'byRouteParam': property details, where the {route} parameter (user, admin, owner)
 *   picks the header (docs/product.md §2).
 */
export type RouteHandle = {
  header?: 'main' | 'minimal' | 'admin' | 'owner' | 'byRouteParam';
  search?: HeaderSearch;
  footer?: boolean;
};

export function resolveHandle(matches: UIMatch[]): Required<RouteHandle> {
  const resolved: Required<RouteHandle> = { header: 'main', search: 'always', footer: true };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle) continue;
    if (handle.header) resolved.header = handle.header;
    if (handle.search) resolved.search = handle.search;
    if (handle.footer !== undefined) resolved.footer = handle.footer;
  }
  return resolved;
}

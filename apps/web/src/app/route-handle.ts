import type { UIMatch } from 'react-router';
import type { HeaderSearch } from './layout/header';

/**
 * What a route tells the root layout about the chrome around it. The deepest route that says
 * something wins.
 * - header 'byRouteParam': property details, where the {route} parameter (user, admin, owner)
 *   picks the header (docs/product.md §2).
 */
export type PageRendering = 'server' | 'client' | 'signedOut';

export type RouteHandle = {
  header?: 'main' | 'minimal' | 'admin' | 'owner' | 'byRouteParam';
  search?: HeaderSearch;
  footer?: boolean;
  /**
   * How the server renders the page (src/entry-server.tsx); by default it renders it whole.
   * The server never knows who is signed in (the token is in the browser's storage), so:
   * - 'client': it sends the plain app shell, and the browser renders the page;
   * - 'signedOut': it renders what a signed-out visitor sees (a listing without its lister),
   *   and a browser with a session renders its own page instead of taking that HTML over.
   */
  render?: PageRendering;
};

type Chrome = Required<Omit<RouteHandle, 'render'>>;

export function resolveHandle(matches: UIMatch[]): Chrome {
  const resolved: Chrome = { header: 'main', search: 'always', footer: true };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle) continue;
    if (handle.header) resolved.header = handle.header;
    if (handle.search) resolved.search = handle.search;
    if (handle.footer !== undefined) resolved.footer = handle.footer;
  }
  return resolved;
}

/** How the server renders a page (RouteHandle.render): the deepest route that says wins. */
export function pageRendering(handles: unknown[]): PageRendering {
  let rendering: PageRendering = 'server';
  for (const handle of handles) {
    const said = (handle as RouteHandle | undefined)?.render;
    if (said) rendering = said;
  }
  return rendering;
}

import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the screens a URL shows, before the first render. A server-rendered page
 * is then taken over (hydrated) in one pass, without a gap where its buttons do nothing; the app
 * shell shows the screen at once instead of a spinner.
 */
export async function loadScreensOf(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

import { z } from 'zod';

/**
 * GET /sitemap.xml (docs/api.md, 'For search engines'): the listings in public lists, this many
 * to a file. One file when they fit (with the site's own pages); else /sitemap.xml is an index
 * of the files /sitemap.xml?page=1, 2, …. The protocol allows 50,000 addresses a file; a
 * smaller file is kept whole in the server's public cache.
 */
export const LISTINGS_PER_SITEMAP = 10_000;

/** The pages of the site a search engine should know besides the listings. */
export const SITEMAP_SITE_PAGES = [
  '/',
  '/search',
  '/about',
  '/contact',
  '/termsOfUse',
  '/privacyPolicy',
] as const;

export const sitemapQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(100_000, { error: 'page must be a whole number from 1' })
    .optional(),
});

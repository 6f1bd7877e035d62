import { LISTINGS_PER_SITEMAP, SITEMAP_SITE_PAGES } from '@basera/contract';
import { listingPagePath } from './share-tags';

/*
 * The sitemap protocol (sitemaps.org): the addresses a search engine should crawl, absolute
 * under the public origin (APP_URL). Plain functions of their inputs; crawler-files.ts serves
 * them.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type ListedListing = { id: string; updatedAt: Date | string };

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** How many files the listings fill (one at least: the site's pages are in the first). */
export function sitemapFileCount(listed: number): number {
  return Math.max(1, Math.ceil(listed / LISTINGS_PER_SITEMAP));
}

/** The address of file `page`. */
export function sitemapFileUrl(origin: string, page: number): string {
  return `${origin}/sitemap.xml?page=${page}`;
}

/** A file of addresses: the site's own pages on the first, then its share of the listings. */
export function urlSet(origin: string, page: number, listings: readonly ListedListing[]): string {
  const site =
    page === 1
      ? SITEMAP_SITE_PAGES.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
      : [];
  const listed = listings.map(
    (listing) =>
      `<url><loc>${escapeXml(`${origin}${listingPagePath(listing.id)}`)}</loc>` +
      `<lastmod>${new Date(listing.updatedAt).toISOString()}</lastmod></url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...site, ...listed, '</urlset>', ''].join(
    '\n',
  );
}

/** The index of the files, when the listings need more than one. */
export function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, at) => `<sitemap><loc>${escapeXml(sitemapFileUrl(origin, at + 1))}</loc></sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...entries, '</sitemapindex>', ''].join(
    '\n',
  );
}

/**
 * robots.txt: every public page may be crawled; the API, the account screens and the screens
 * that need a session may not (they are empty for a crawler, or personal).
 */
export function robotsTxt(origin: string): string {
  const closed = [
    '/api/',
    '/user/',
    '/owner/',
    '/admin/',
    '/signIn',
    '/signup',
    '/adminSignIn',
    '/forgotPassword',
    '/resetPassword/',
    '/emailVerified/',
    '/message',
    '/savedProperty/',
    '/ownerDashboard',
    '/addProperty',
    '/editProperty',
    '/propertyImgForm',
    '/editPropertyImgForm',
    '/adminDashboard',
    '/ownerProperty/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

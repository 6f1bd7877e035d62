import {
  formatListingAmount,
  id as idSchema,
  PROPERTY_TYPE_BANNERS,
  type Property,
  type PropertyPreview,
} from '@basera/contract';
import { jsonLdScript, listingJsonLd } from './listing-json-ld';

/*
 * The <head> tags a shared link is previewed from (WhatsApp, Facebook, X, Telegram read Open
 * Graph and Twitter tags from the HTML; they run no script). A property details link of an
 * approved listing names that listing; every other page, and any listing the public may not
 * see, gets the site's own tags. Plain functions of their inputs: the server's HTML fallback
 * and its renderer both call them.
 */

export const SITE = {
  name: 'Basera',
  title: 'Basera | Homes to buy and rent in Chhattisgarh',
  description:
    'Basera: verified homes, flats, PGs, plots and commercial spaces to buy or rent in Bilaspur, Raipur, Durg and Bhilai. List your property free.',
} as const;

/** Link previews crop or drop images narrower than this (WhatsApp, Facebook). */
export const SHARE_IMAGE_MIN_WIDTH = 600;

export type ImageSize = { width: number; height: number };

/**
 * The listing a details path names, with the size of its first photo's stored file and what
 * a signed-out reader sees of it (its JSON-LD; null when that could not be read).
 */
export type SharedListing = {
  preview: PropertyPreview;
  photoSize: ImageSize | null;
  details: Property | null;
};

/** The one address of a listing's page, whichever of its paths it was reached by. */
export function listingPagePath(id: string): string {
  return `/propertyDetails/user/${id}`;
}

/** `/propertyDetails/{route}/{id}` and `/search/PropertyDetails/{route}/{id}`, any case. */
const DETAILS_PATH = /^\/(?:search\/)?propertydetails\/[^/]+\/([^/]+)\/?$/i;

/** The listing id a details path names, or null for any other path or a malformed id. */
export function listingIdInPath(pathname: string): string | null {
  const match = DETAILS_PATH.exec(pathname);
  if (!match) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return null; // a broken %-escape
  }
  const parsed = idSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/** Text made safe inside a double-quoted attribute and inside <title>. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '2 BHK flat near Vyapar Vihar · ₹14,000/month' */
export function shareTitle(preview: PropertyPreview): string {
  const amount = formatListingAmount(preview);
  return amount ? `${preview.propertyTitle} · ${amount}` : preview.propertyTitle;
}

/** 'For Rent · 2 BHK Apartment · 1,150 sq ft · Bilaspur' */
export function shareDescription(preview: PropertyPreview): string {
  const kind = [preview.bhk, preview.property].filter(Boolean).join(' ');
  return [
    PROPERTY_TYPE_BANNERS[preview.propertyType],
    kind,
    preview.sharing ? `${preview.sharing} sharing` : '',
    `${grouped.format(preview.area)} sq ft`,
    preview.city,
  ]
    .filter(Boolean)
    .join(' · ');
}

type Tag = ['property' | 'name', string, string];

function render(title: string, tags: Tag[]): string {
  const meta = tags.map(
    ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
  );
  return [`<title>${escapeHtml(title)}</title>`, ...meta].join('\n    ');
}

/** The site's own tags: home, search, static pages, and every listing not shown to the public. */
export function genericShareTags(origin: string): string {
  return render(SITE.title, [
    ['name', 'description', SITE.description],
    ['property', 'og:site_name', SITE.name],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', `${origin}/`],
    ['property', 'og:title', SITE.title],
    ['property', 'og:description', SITE.description],
    ['property', 'og:locale', 'en_IN'],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', SITE.title],
    ['name', 'twitter:description', SITE.description],
  ]);
}

/**
 * The tags of the page at `pathname`: the listing's when the path names it and it is given
 * (the caller reads only approved listings), the site's otherwise. `origin` has no trailing
 * slash: the tags' URLs are absolute, as link previews need.
 */
export function shareTags(page: {
  origin: string;
  pathname: string;
  listing: SharedListing | null;
}): string {
  const { origin, pathname, listing } = page;
  const id = listingIdInPath(pathname);
  if (!listing || id === null || listing.preview._id !== id) return genericShareTags(origin);
  const { preview, photoSize } = listing;
  const title = shareTitle(preview);
  const description = shareDescription(preview);
  const url = `${origin}${pathname}`;
  const wideEnough = preview.photo && photoSize && photoSize.width >= SHARE_IMAGE_MIN_WIDTH;
  const image: Tag[] = wideEnough
    ? [
        ['property', 'og:image', `${origin}/${preview.photo!.img}`],
        ['property', 'og:image:width', String(photoSize.width)],
        ['property', 'og:image:height', String(photoSize.height)],
        ['property', 'og:image:alt', preview.propertyTitle],
        ['name', 'twitter:image', `${origin}/${preview.photo!.img}`],
      ]
    : [];
  const head = render(`${title} | ${SITE.name}`, [
    ['name', 'description', description],
    ['property', 'og:site_name', SITE.name],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:locale', 'en_IN'],
    ...image,
    ['name', 'twitter:card', wideEnough ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ]);
  if (!listing.details) return head;
  const described = listingJsonLd(origin, `${origin}${listingPagePath(id)}`, listing.details);
  return `${head}\n    ${jsonLdScript(described)}`;
}

/** Between these markers in index.html stand the static title and description. */
export const HEAD_START = '<!--app-head-->';
export const HEAD_END = '<!--/app-head-->';

/** index.html with its marked head region replaced by `tags` (unchanged without the markers). */
export function withHeadTags(html: string, tags: string): string {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + tags + html.slice(end + HEAD_END.length);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, type PropertyPreview } from '@basera/contract';
import {
  genericShareTags,
  listingIdInPath,
  shareTags,
  SITE,
  withHeadTags,
  type SharedListing,
} from './share-tags';

const ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const ORIGIN = 'https://basera.example';

const preview: PropertyPreview = {
  _id: ID,
  propertyTitle: 'Sunny flat near Vyapar Vihar',
  propertyType: 'sell',
  property: 'Apartment',
  city: 'Bilaspur',
  area: 1150,
  bhk: '2 BHK',
  sharing: null,
  price: 1250000,
  rent: null,
  photo: {
    img: `uploads/u/${ID}/abc.jpg`,
    webp: `uploads/u/${ID}/abc.webp`,
    thumb: `uploads/u/${ID}/abc-thumb.webp`,
  },
};
const listing: SharedListing = {
  preview,
  photoSize: { width: 1600, height: 1067 },
  details: null,
};

/** Every tag's content by its property or name, as a crawler reads them. */
function tagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  ))
    tags.set(key!, unescape(value!));
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) tags.set('<title>', unescape(title[1]!));
  return tags;
}
const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/**
 * The whole output is a title and meta tags and nothing else: no text can end an attribute,
 * open an element or close the head.
 */
const ONLY_TAGS =
  /^(?:\s*(?:<title>[^<>]*<\/title>|<meta (?:property|name)="[a-z:_]+" content="[^"<>]*" \/>))+$/;

describe('tags of a shared details link', () => {
  it('name an approved listing: title and price, type, BHK, area, city, a large photo', () => {
    for (const path of [`/propertyDetails/user/${ID}`, `/search/PropertyDetails/home/${ID}`]) {
      const tags = tagsOf(shareTags({ origin: ORIGIN, pathname: path, listing }));
      expect(tags.get('og:title')).toBe('Sunny flat near Vyapar Vihar · ₹12,50,000');
      expect(tags.get('og:description')).toBe(
        'For Sale · 2 BHK Apartment · 1,150 sq ft · Bilaspur',
      );
      expect(tags.get('og:image')).toBe(`${ORIGIN}/uploads/u/${ID}/abc.jpg`);
      expect(tags.get('og:image:width')).toBe('1600');
      expect(tags.get('og:image:height')).toBe('1067');
      expect(tags.get('og:url')).toBe(`${ORIGIN}${path}`);
      expect(tags.get('og:type')).toBe('website');
      expect(tags.get('og:site_name')).toBe('Basera');
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
      expect(tags.get('twitter:description')).toBe(tags.get('og:description'));
      expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
      expect(tags.get('<title>')).toBe('Sunny flat near Vyapar Vihar · ₹12,50,000 | Basera');
      expect(tags.get('description')).toBe(tags.get('og:description'));
    }
  });

  it('give the rent a month for rented types, and PG sharing', () => {
    const pg: SharedListing = {
      photoSize: listing.photoSize,
      details: null,
      preview: {
        ...preview,
        propertyType: 'pgHostel',
        bhk: null,
        property: null,
        sharing: 'Double',
        price: null,
        rent: 6500,
      },
    };
    const tags = tagsOf(
      shareTags({ origin: ORIGIN, pathname: `/propertyDetails/x/${ID}`, listing: pg }),
    );
    expect(tags.get('og:title')).toBe('Sunny flat near Vyapar Vihar · ₹6,500/month');
    expect(tags.get('og:description')).toBe('PG/Hostel · Double sharing · 1,150 sq ft · Bilaspur');
  });

  it('leave out a photo narrower than 600 px (and then ask for the small card)', () => {
    const narrow = { ...listing, photoSize: { width: 480, height: 320 } };
    const tags = tagsOf(
      shareTags({ origin: ORIGIN, pathname: `/propertyDetails/user/${ID}`, listing: narrow }),
    );
    expect(tags.has('og:image')).toBe(false);
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.get('og:title')).toContain('Sunny flat');
  });

  it('are the site’s own without a listing, for another page, or for another id', () => {
    const generic = genericShareTags(ORIGIN);
    expect(tagsOf(generic).get('og:title')).toBe(SITE.title);
    expect(tagsOf(generic).get('og:url')).toBe(`${ORIGIN}/`);
    expect(tagsOf(generic).has('og:image')).toBe(false);
    expect(
      shareTags({ origin: ORIGIN, pathname: `/propertyDetails/user/${ID}`, listing: null }),
    ).toBe(generic);
    expect(shareTags({ origin: ORIGIN, pathname: '/search', listing })).toBe(generic);
    const other = `/propertyDetails/user/${ID.replace('3f', '4f')}`;
    expect(shareTags({ origin: ORIGIN, pathname: other, listing })).toBe(generic);
  });

  it('read the id of both details paths, in any case, and nothing else', () => {
    expect(listingIdInPath(`/propertyDetails/user/${ID}`)).toBe(ID);
    expect(listingIdInPath(`/PROPERTYDETAILS/admin/${ID.toUpperCase()}/`)).toBe(ID);
    expect(listingIdInPath(`/search/PropertyDetails/home/${ID}`)).toBe(ID);
    for (const path of [
      '/propertyDetails/user/not-an-id',
      `/propertyDetails/${ID}`,
      `/propertyDetails/user/${ID}/more`,
      `/other/propertyDetails/user/${ID}`,
      '/propertyDetails/user/%E0%A4%A',
      '/',
    ])
      expect(listingIdInPath(path), path).toBeNull();
  });

  it('keep any text inside its attribute and the head (property test)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 60 });
    const nasty = fc.constantFrom(
      '"><script>alert(1)</script>',
      "' onload='x",
      '</title></head><body>',
      '&quot;',
      '<!--',
      '-->',
      '<!--/app-head-->',
    );
    const anyText = fc.oneof(
      text,
      nasty,
      fc.tuple(text, nasty, text).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(
        fc.record({
          propertyTitle: anyText,
          city: anyText,
          property: fc.option(anyText),
          bhk: fc.option(anyText),
          sharing: fc.option(anyText),
          propertyType: fc.constantFrom(...PROPERTY_TYPES),
          route: anyText,
        }),
        (fields) => {
          const { route, ...own } = fields;
          const pathname = `/propertyDetails/${route.replaceAll('/', '')}/${ID}`;
          const shared = { ...listing, preview: { ...preview, ...own } };
          const html = shareTags({ origin: ORIGIN, pathname, listing: shared });
          expect(html).toMatch(ONLY_TAGS);
          const tags = tagsOf(html);
          if (listingIdInPath(pathname) === ID) {
            expect(tags.get('og:title')!.startsWith(own.propertyTitle)).toBe(true);
            expect(tags.get('og:description')!.endsWith(own.city)).toBe(true);
          }
          const page = withHeadTags(
            '<head><!--app-head--><title>x</title><!--/app-head--></head>',
            html,
          );
          expect(page.startsWith(`<head>${html}</head>`)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the head region of index.html', () => {
  it('is replaced between its markers, and left alone without them', () => {
    const html =
      '<head><meta charset="UTF-8" /><!--app-head--><title>Old</title><!--/app-head--></head>';
    expect(withHeadTags(html, '<title>New</title>')).toBe(
      '<head><meta charset="UTF-8" /><title>New</title></head>',
    );
    expect(withHeadTags('<title>Basera</title>', '<title>New</title>')).toBe(
      '<title>Basera</title>',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, type Property } from '@basera/contract';
import { jsonLdScript, listingJsonLd } from './listing-json-ld';
import { shareTags, type SharedListing } from './share-tags';

const ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const ORIGIN = 'https://basera.example';
const PAGE = `${ORIGIN}/propertyDetails/user/${ID}`;

const rent: Property = {
  _id: ID,
  userId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  propertyTitle: '2 BHK flat near Vyapar Vihar',
  desc: 'Bright corner flat with cross ventilation.',
  address: 'Vyapar Vihar, Near Seepat Road',
  city: 'Bilaspur',
  location: { lat: 22.0735, lng: 82.15 },
  area: 1150,
  listedBy: 'Owner',
  amenities: ['Lift', 'Parking'],
  propertyType: 'rent',
  campaignRequest: 'Approve',
  propertyImg: [
    {
      img: `uploads/u/${ID}/a.jpg`,
      webp: `uploads/u/${ID}/a.webp`,
      thumb: `uploads/u/${ID}/a-t.webp`,
    },
    {
      img: `uploads/u/${ID}/b.jpg`,
      webp: `uploads/u/${ID}/b.webp`,
      thumb: `uploads/u/${ID}/b-t.webp`,
    },
  ],
  rent: 14000,
  deposit: 28000,
  price: null,
  bhk: '2 BHK',
  property: 'Apartment',
  propertyCondition: 'Semi-Furnished',
  sharing: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  version: 1,
  lastConfirmedAt: '2026-01-05T10:00:00.000Z',
  hiddenBecause: null,
};

/** The JSON-LD blocks of some HTML, as a search engine's parser reads them. */
function jsonLdIn(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(
    ([, text]) => JSON.parse(text!) as unknown,
  );
}

describe("a listing's JSON-LD", () => {
  it('describes a rented flat: rent a month and deposit in rupees, size, bedrooms, place, photos', () => {
    expect(listingJsonLd(ORIGIN, PAGE, rent)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      '@id': PAGE,
      url: PAGE,
      name: rent.propertyTitle,
      description: rent.desc,
      datePosted: rent.createdAt,
      image: [`${ORIGIN}/uploads/u/${ID}/a.jpg`, `${ORIGIN}/uploads/u/${ID}/b.jpg`],
      offers: {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: 14000,
        priceCurrency: 'INR',
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            name: 'Rent',
            price: 14000,
            priceCurrency: 'INR',
            unitCode: 'MON',
          },
          {
            '@type': 'PriceSpecification',
            name: 'Security deposit',
            price: 28000,
            priceCurrency: 'INR',
          },
        ],
        availability: 'https://schema.org/InStock',
      },
      about: {
        '@type': 'Apartment',
        name: rent.propertyTitle,
        address: {
          '@type': 'PostalAddress',
          streetAddress: rent.address,
          addressLocality: 'Bilaspur',
          addressRegion: 'Chhattisgarh',
          addressCountry: 'IN',
        },
        floorSize: { '@type': 'QuantitativeValue', value: 1150, unitCode: 'FTK' },
        numberOfBedrooms: 2,
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: 'Lift', value: true },
          { '@type': 'LocationFeatureSpecification', name: 'Parking', value: true },
        ],
      },
    });
  });

  it('sells a plot at its price, with its area as a value of the place; a sold one is sold out', () => {
    const plot: Property = {
      ...rent,
      propertyType: 'plot',
      price: 1_250_000,
      rent: null,
      deposit: null,
      bhk: null,
      property: null,
      amenities: [],
      hiddenBecause: 'unavailable',
    };
    const described = listingJsonLd(ORIGIN, PAGE, plot);
    expect(described.offers).toEqual({
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      price: 1_250_000,
      priceCurrency: 'INR',
      availability: 'https://schema.org/SoldOut',
    });
    expect(described.about).toMatchObject({
      '@type': 'Place',
      additionalProperty: { '@type': 'PropertyValue', name: 'Area', value: 1150, unitCode: 'FTK' },
    });
    expect(described.about).not.toHaveProperty('floorSize');
    expect(described.about).not.toHaveProperty('amenityFeature');
  });

  it('counts no bedroom in a 1 RK and names a villa a single-family residence', () => {
    const rk = listingJsonLd(ORIGIN, PAGE, { ...rent, bhk: '1 RK' });
    expect(rk.about).toMatchObject({ numberOfBedrooms: 0 });
    const villa = listingJsonLd(ORIGIN, PAGE, { ...rent, property: 'Villa', bhk: '4 BHK +' });
    expect(villa.about).toMatchObject({ '@type': 'SingleFamilyResidence', numberOfBedrooms: 4 });
  });

  it('never names the lister nor the map link, even when the listing it is given has them', () => {
    const withContact: Property = {
      ...rent,
      mapLink: 'https://maps.google.com/?q=22.081,82.149',
      lister: {
        firstName: 'Kavitha',
        lastName: 'Raghunath',
        phone: '9123456780',
        whatsApp: '8123456790',
      },
    };
    const text = JSON.stringify(listingJsonLd(ORIGIN, PAGE, withContact));
    for (const secret of ['Kavitha', 'Raghunath', '9123456780', '8123456790', 'maps.google']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('the JSON-LD block in the head', () => {
  const preview = {
    _id: ID,
    propertyTitle: rent.propertyTitle,
    propertyType: rent.propertyType,
    property: rent.property,
    city: rent.city,
    area: rent.area,
    bhk: rent.bhk,
    sharing: rent.sharing,
    price: rent.price,
    rent: rent.rent,
    photo: rent.propertyImg[0]!,
  };
  const listingWith = (details: Property | null): SharedListing => ({
    preview,
    photoSize: { width: 1200, height: 800 },
    details,
  });

  it('comes with the link-preview tags of a listing, under its one address', () => {
    for (const pathname of [`/propertyDetails/user/${ID}`, `/search/PropertyDetails/home/${ID}`]) {
      const html = shareTags({ origin: ORIGIN, pathname, listing: listingWith(rent) });
      expect(jsonLdIn(html)).toEqual([listingJsonLd(ORIGIN, PAGE, rent)]);
    }
    expect(
      jsonLdIn(
        shareTags({
          origin: ORIGIN,
          pathname: `/propertyDetails/user/${ID}`,
          listing: listingWith(null),
        }),
      ),
    ).toEqual([]);
    expect(
      jsonLdIn(shareTags({ origin: ORIGIN, pathname: '/search', listing: listingWith(rent) })),
    ).toEqual([]);
  });

  it('reads back as the listing whatever its text holds, and no text ends the block (property test)', () => {
    const nasty = fc.constantFrom(
      '</script><script>alert(1)</script>',
      '</SCRIPT >',
      '<!--',
      '-->',
      '<![CDATA[',
      '\u2028\u2029',
      '"},"@type":"Person',
      '\\u003c/script>',
    );
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      nasty,
      fc
        .tuple(fc.string({ maxLength: 10 }), nasty, fc.string({ maxLength: 10 }))
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(
        fc.record({
          propertyTitle: text,
          desc: text,
          address: text,
          city: text,
          amenities: fc.array(text, { maxLength: 3 }),
          propertyType: fc.constantFrom(...PROPERTY_TYPES),
          property: fc.option(text, { nil: null }),
          bhk: fc.option(text, { nil: null }),
        }),
        (fields) => {
          const listing: Property = { ...rent, ...fields };
          const block = jsonLdScript(listingJsonLd(ORIGIN, PAGE, listing));
          const inner = block.slice(
            '<script type="application/ld+json">'.length,
            -'</script>'.length,
          );
          // An HTML parser ends script text at '</script' and changes state at '<!--': no '<'.
          expect(inner).not.toContain('<');
          expect(JSON.parse(inner)).toEqual(
            JSON.parse(JSON.stringify(listingJsonLd(ORIGIN, PAGE, listing))),
          );
          const head = shareTags({
            origin: ORIGIN,
            pathname: `/propertyDetails/user/${ID}`,
            listing: listingWith(listing),
          });
          expect(jsonLdIn(head)).toHaveLength(1);
        },
      ),
      { numRuns: 500 },
    );
  });
});

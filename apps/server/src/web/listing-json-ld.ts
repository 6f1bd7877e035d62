import type { Property } from '@basera/contract';

/*
 * A listing described for search engines in schema.org's vocabulary (JSON-LD), in the head of
 * its details page: what a signed-out visitor sees of it, so never who lists it (name, phone,
 * WhatsApp) nor the owner's exact map link. A plain function of the listing the public reads.
 */

/** Where every listing is, for PostalAddress. */
const REGION = 'Chhattisgarh';
const COUNTRY = 'IN';
const CURRENCY = 'INR';
/** GoodRelations' business functions, which schema.org's Offer takes. */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';
/** UN/CEFACT common codes: square foot, month. */
const SQUARE_FOOT = 'FTK';
const MONTH = 'MON';

/** The place a listing offers, as schema.org names its kind. */
function placeType(property: Property): string {
  if (property.propertyType === 'plot' || property.property === 'Commercial Land') return 'Place';
  if (property.propertyType === 'pgHostel') return 'Accommodation';
  if (property.propertyType === 'commercial') return 'Accommodation';
  switch (property.property) {
    case 'Apartment':
    case 'Builder Floor':
      return 'Apartment';
    case 'Independent House':
    case 'Villa':
      return 'SingleFamilyResidence';
    default:
      return 'Accommodation';
  }
}

/** '2 BHK' → 2 bedrooms; '1 RK' (a room and a kitchen) → none; '4 BHK +' → at least 4. */
function bedroomsOf(bhk: string | null): number | null {
  const match = bhk ? /^(\d+)\s*BHK/i.exec(bhk) : null;
  if (match) return Number(match[1]);
  return bhk && /RK/i.test(bhk) ? 0 : null;
}

function offerOf(property: Property) {
  const availability =
    property.hiddenBecause === 'unavailable'
      ? 'https://schema.org/SoldOut'
      : 'https://schema.org/InStock';
  if (property.propertyType === 'sell' || property.propertyType === 'plot') {
    return {
      '@type': 'Offer',
      businessFunction: SELL,
      ...(property.price != null && { price: property.price, priceCurrency: CURRENCY }),
      availability,
    };
  }
  const specifications = [
    ...(property.rent != null
      ? [
          {
            '@type': 'UnitPriceSpecification',
            name: 'Rent',
            price: property.rent,
            priceCurrency: CURRENCY,
            unitCode: MONTH,
          },
        ]
      : []),
    ...(property.deposit != null
      ? [
          {
            '@type': 'PriceSpecification',
            name: 'Security deposit',
            price: property.deposit,
            priceCurrency: CURRENCY,
          },
        ]
      : []),
  ];
  return {
    '@type': 'Offer',
    businessFunction: LEASE_OUT,
    ...(property.rent != null && { price: property.rent, priceCurrency: CURRENCY }),
    ...(specifications.length > 0 && { priceSpecification: specifications }),
    availability,
  };
}

function placeOf(property: Property) {
  const type = placeType(property);
  const area = { value: property.area, unitCode: SQUARE_FOOT };
  const bedrooms = bedroomsOf(property.bhk);
  return {
    '@type': type,
    name: property.propertyTitle,
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: property.city,
      addressRegion: REGION,
      addressCountry: COUNTRY,
    },
    // floorSize belongs to an Accommodation; a plot's area is a value of its own.
    ...(type === 'Place'
      ? { additionalProperty: { '@type': 'PropertyValue', name: 'Area', ...area } }
      : { floorSize: { '@type': 'QuantitativeValue', ...area } }),
    ...(bedrooms !== null && type !== 'Place' && { numberOfBedrooms: bedrooms }),
    ...(property.amenities.length > 0 && {
      amenityFeature: property.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    }),
  };
}

/**
 * The schema.org RealEstateListing of a listing whose page is at `url`; photo paths are made
 * absolute under `origin` (no trailing slash).
 */
export function listingJsonLd(origin: string, url: string, property: Property) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: property.propertyTitle,
    description: property.desc,
    datePosted: property.createdAt,
    ...(property.propertyImg.length > 0 && {
      image: property.propertyImg.map((photo) => `${origin}/${photo.img}`),
    }),
    offers: offerOf(property),
    about: placeOf(property),
  };
}

/**
 * A JSON-LD block for the head. Not a script the browser runs (the content security policy
 * has nothing to allow), but still read as script text by the HTML parser, so no '<' is left
 * for '</script>' or '<!--' to end it early; U+2028 and U+2029 are escaped too, for readers
 * that take the text for JavaScript.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * Query understanding (docs/product.md §5): the words of a search that name a structured value
 * (city, type, kind, BHK, budget, furnishing, lister, sharing) become that filter; the rest is
 * matched as text. One parser, used by the server to filter and by the web to show what it
 * understood as removable chips.
 */
import type { Bbox, LatLng } from './location';
import type {
  BHK_OPTIONS,
  City,
  FURNISHING_OPTIONS,
  ListedBy,
  PropertyType,
  SHARING_OPTIONS,
} from './constants';

export type Bhk = (typeof BHK_OPTIONS)[number];
export type Furnishing = (typeof FURNISHING_OPTIONS)[number];
export type Sharing = (typeof SHARING_OPTIONS)[number];

/** The property kinds a word can name (the `property` field of a listing). */
export const SEARCH_KINDS = [
  'Apartment',
  'Independent House',
  'Villa',
  'Builder Floor',
  'Shop',
  'Office Space',
  'Showroom',
  'Warehouse',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Structured filters, whether typed as parameters or read from the text. */
export type SearchFilters = {
  city?: City;
  propertyType?: PropertyType;
  /** Any of these kinds. Only ever read from the text; there is no parameter for it. */
  kinds?: SearchKind[];
  bhk?: Bhk[];
  /**
   * Only what one buys (sale and plot): read from a budget in lakh or crore when neither the text
   * nor a parameter names a type. Only ever read from the text; there is no parameter for it.
   */
  purchase?: true;
  /** Rupees; on price for sell and plot, on monthly rent for the other types. */
  minPrice?: number;
  maxPrice?: number;
  furnishing?: Furnishing[];
  listedBy?: ListedBy;
  sharing?: Sharing[];
  amenities?: string[];
  minArea?: number;
  maxArea?: number;
  /** Nearest first from here (sort=distance); read from 'near <locality>' or the `near` parameter. */
  near?: LatLng;
  /** Only listings within this many metres of `near`: 'near <locality>' means within 2 km. */
  radius?: number;
  /** Only listings whose public position is inside this box (the map's view). */
  bbox?: Bbox;
  /** Only listings whose public position is inside this drawn area. */
  polygon?: LatLng[];
};

/** What one run of the text was understood as: a removable chip on the search screen. */
export type Understood = {
  /** The filter it set; a budget sets minPrice and/or maxPrice and is reported as 'price'. */
  field:
    | 'city'
    | 'propertyType'
    | 'kinds'
    | 'bhk'
    | 'price'
    | 'furnishing'
    | 'listedBy'
    | 'sharing'
    | 'near';
  /** What the chip shows, in English: 'Raipur', 'For rent', 'Apartment', '2 BHK', 'Under ₹15,000'. */
  label: string;
  /** Where the run stands in the text as given: text.slice(start, end) is what was read. */
  start: number;
  end: number;
};

/** The types whose listings are all offered one way: commercial and PG rented, plots sold. */
export type OneWayType = 'commercial' | 'pgHostel' | 'plot';

/**
 * What the text asked for that no listing can be, said to the reader above the results: 'shop
 * for sale' (shops are listed for rent), and the budget that therefore cannot apply.
 */
export type SearchNote = {
  /** What was asked for: one commercial kind, or the type. */
  subject: 'Shop' | 'Office Space' | 'Showroom' | 'Warehouse' | OneWayType;
  /** How every listing of it is offered. */
  listedFor: 'rent' | 'sale';
  /**
   * A budget of the text left out of the filters: a price to buy for what is rented, or a
   * monthly rent for what is sold.
   */
  budget?: { minPrice?: number; maxPrice?: number; on: 'price' | 'rent' };
};

/**
 * One thing the text asks a listing to say. It matches when the listing says every word typed
 * (or a near spelling of each), or any phrase that means the same ('girls': 'women',
 * 'ladies'; 'nava raipur': 'naya raipur', 'atal nagar'; search-synonyms.ts).
 */
export type SearchTerm = {
  /** Words of `ParsedSearch.words`, as typed. */
  words: string[];
  /** Phrases of the same meaning, in `searchWords` form, words joined by one space. */
  sameAs: string[];
};

export type ParsedSearch = {
  filters: SearchFilters;
  /** The words left for text matching, as `searchWords` makes them; stop words dropped. */
  words: string[];
  /** What those words must match: every term. */
  terms: SearchTerm[];
  understood: Understood[];
  notes: SearchNote[];
  /**
   * 'near me' was said: only the browser knows where that is, so the page asks for the position
   * and sends it as `near`. The server drops the words and reads no place from them.
   */
  nearMe: boolean;
};

/** Parameters that change how the text is read: a type chosen outside the text. */
export type SearchReading = { propertyType?: PropertyType };

/**
 * Query understanding (docs/product.md §5): the words of a search that name a structured value
 * (city, type, kind, BHK, budget, furnishing, lister, sharing) become that filter; the rest is
 * matched as text. One parser, used by the server to filter and by the web to show what it
 * understood as removable chips.
 */
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
  /** Rupees; on price for sell and plot, on monthly rent for the other types. */
  minPrice?: number;
  maxPrice?: number;
  furnishing?: Furnishing[];
  listedBy?: ListedBy;
  sharing?: Sharing[];
  amenities?: string[];
  minArea?: number;
  maxArea?: number;
};

/** What one run of the text was understood as: a removable chip on the search screen. */
export type Understood = {
  /** The filter it set; a budget sets minPrice and/or maxPrice and is reported as 'price'. */
  field:
    'city' | 'propertyType' | 'kinds' | 'bhk' | 'price' | 'furnishing' | 'listedBy' | 'sharing';
  /** What the chip shows, in English: 'Raipur', 'For rent', 'Apartment', '2 BHK', 'Under ₹15,000'. */
  label: string;
  /** Where the run stands in the text as given: text.slice(start, end) is what was read. */
  start: number;
  end: number;
};

export type ParsedSearch = {
  filters: SearchFilters;
  /** The words left for text matching, as `searchWords` makes them; stop words dropped. */
  words: string[];
  understood: Understood[];
};

export { parseSearch, withoutUnderstood } from './search-parser';

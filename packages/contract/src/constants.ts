/** Business constants of docs/product.md §3 and §9, shared by the web app and the server. */

export const PROPERTY_TYPES = ['sell', 'rent', 'pgHostel', 'plot', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The types one buys, priced in full; the others are rented by the month (docs/product.md §3). */
export const BOUGHT_TYPES = ['sell', 'plot'] as const satisfies readonly PropertyType[];

/** The home page filter: every property type plus 'all' (docs/product.md §4). */
export const TYPE_FILTERS = ['all', ...PROPERTY_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export const DEFAULT_TYPE_FILTER: TypeFilter = 'all';
export const DEFAULT_ADD_PROPERTY_TYPE: PropertyType = 'rent';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  sell: 'Sell',
  rent: 'Rent',
  pgHostel: 'PG/Hostel',
  plot: 'Plot',
  commercial: 'Commercial',
};

/** The banner above a property's details (docs/product.md §2). */
export const PROPERTY_TYPE_BANNERS: Record<PropertyType, string> = {
  rent: 'For Rent',
  sell: 'For Sale',
  pgHostel: 'PG/Hostel',
  plot: 'Plot',
  commercial: 'Commercial',
};

/** Bar labels of the admin dashboard chart (docs/product.md §2). */
export const PROPERTY_TYPE_CHART_LABELS: Record<PropertyType, string> = {
  sell: 'Selling',
  rent: 'Rental',
  pgHostel: 'Pg & Hostel',
  plot: 'Plots',
  commercial: 'Commercial',
};

export const LISTED_BY = ['Owner', 'Agent'] as const;
export type ListedBy = (typeof LISTED_BY)[number];

export const CAMPAIGN_STATUSES = ['Pending', 'Submitted', 'Approve', 'Reject'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** What the admin may set in the Edit property dialog. */
export const ADMIN_CAMPAIGN_STATUSES = ['Submitted', 'Approve', 'Reject'] as const;

export const BHK_OPTIONS = ['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK', '4 BHK +'] as const;
export const FURNISHING_OPTIONS = ['Furnished', 'Semi-Furnished', 'Un-Furnished'] as const;
export const SHARING_OPTIONS = ['Single', 'Double', 'Triple', 'Four'] as const;

export const RENT_KINDS_ON_CREATE = [
  'Apartment',
  'Independent House',
  'Villa',
  'PG',
  'Hostel',
] as const;
export const RENT_KINDS_ON_EDIT = [...RENT_KINDS_ON_CREATE, 'Builder Floor'] as const;
export const SELL_KINDS_ON_CREATE = ['Apartment', 'Independent House', 'Villa'] as const;
export const SELL_KINDS_ON_EDIT = [...SELL_KINDS_ON_CREATE, 'Builder Floor'] as const;
export const COMMERCIAL_KINDS = [
  'Office Space',
  'Shop',
  'Showroom',
  'Commercial Land',
  'coworking space',
  'Warehouse',
  'Industrial Building',
  'Industrial Shed',
] as const;

export const PG_AMENITIES = [
  'Lift',
  'Parking',
  'Power Backup',
  '24x7 Security',
  'Gym',
  'TV',
  'WiFi',
  'Housekeeping',
  'CCTV',
  'Fire Safety',
  'Laundry Service',
  'Refrigerator',
  'AC',
  'Fridge',
  'Water Purifier',
  'Cooking',
  'Dining Table',
  'Balcony',
] as const;

export const RESIDENTIAL_AMENITIES = [
  'Balcony',
  'Lift',
  'Parking',
  'Power Backup',
  '24x7 Security',
  'Gym',
  'Swimming Pool',
  'Park',
  'Internet Provider',
  'Housekeeping',
  'Gas Pipeline',
  'Clubhouse',
  'CCTV',
  'Fire Safety',
  "Children's Play Area",
  'Visitor Parking',
  'Water Storage',
  'Waste Disposal',
  'Maintenance Staff',
  'Laundry Service',
] as const;

export const COMMERCIAL_AMENITIES = [
  'Lift',
  'Parking',
  'Power Backup',
  '24x7 Security',
  'Internet Provider',
  'Pantry',
  'Cafeteria',
  'Conference Room',
  'Meeting Room',
  'Reception',
  'Waiting Area',
  'Housekeeping',
  'CCTV',
  'Fire Safety',
  'Water Storage',
  'Maintenance Staff',
  'Play Area',
] as const;

/** Amenities a listing of each type may carry; plots have none (docs/product.md §3). */
export const AMENITIES_BY_TYPE: Record<PropertyType, readonly string[]> = {
  pgHostel: PG_AMENITIES,
  rent: RESIDENTIAL_AMENITIES,
  sell: RESIDENTIAL_AMENITIES,
  commercial: COMMERCIAL_AMENITIES,
  plot: [],
};

/** Every amenity some listing type may carry, in a stable order: the search filter's list. */
export const ALL_AMENITIES: readonly string[] = [
  ...new Set([...RESIDENTIAL_AMENITIES, ...PG_AMENITIES, ...COMMERCIAL_AMENITIES]),
];

/** Cities of the search dropdown, after its default label (docs/product.md §9). */
export const SEARCH_CITIES = ['Bilaspur', 'Raipur', 'Durg', 'Bhilai'] as const;
export const CITY_PLACEHOLDER = 'City';
/** The add-property city list; its first entry is the default. */
export const LISTING_CITIES = SEARCH_CITIES;
export type City = (typeof LISTING_CITIES)[number];

export const ACCOUNT_KINDS = ['User', 'Admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const LINK_ROUTES = ['emailVerified', 'resetPassword'] as const;
export type LinkRoute = (typeof LINK_ROUTES)[number];

export const PAGE_SIZE = 6;
export const TESTIMONIAL_PAGE_SIZE = 3;
/** The largest page a client may ask for in one request. */
export const MAX_PAGE_SIZE = 100;

export const IMAGE_LIMITS = {
  minOnUpload: 4,
  maxOnUpload: 8,
  maxBytes: 1024 * 1024,
  /** Decoded size: a small file may claim a huge canvas (a decompression bomb). */
  maxPixels: 25_000_000,
  extensions: ['jpg', 'jpeg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
} as const;

export const LENGTHS = {
  name: { min: 3, max: 15 },
  password: { min: 8, max: 128 },
  email: { max: 254 },
  propertyTitle: { min: 3, max: 40 },
  desc: { min: 10, max: 500 },
  address: { max: 200 },
  mapLink: { max: 500 },
  contactName: { min: 5, max: 50 },
  message: { min: 10, max: 400 },
  review: { min: 10, max: 400 },
  testimonialName: { min: 3, max: 25 },
  rating: { min: 1, max: 5 },
  search: { max: 200 },
} as const;

export const TIMINGS = {
  bannerMs: 5000,
  afterSignInMs: 1000,
  afterPasswordFlowMs: 1000,
  afterOwnerActionMs: 2000,
  toastSuccessMs: 2000,
  toastErrorMs: 4000,
  toastBlankMs: 4000,
  maxToasts: 20,
} as const;

export const WHATSAPP_PREFIX = '+91';
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export const COMPANY = {
  name: 'Basera',
  phone: '+91 77710 12345',
  phoneHref: 'tel:+917771012345',
  email: 'support@basera.in',
  address:
    'Basera Realty Services Pvt. Ltd., 2nd Floor, Vyapar Vihar Main Road, Bilaspur, Chhattisgarh 495001',
  messUrl: 'https://forms.gle/basera-mess-listing',
  otherUrl: 'https://forms.gle/basera-other-listing',
} as const;

import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_KINDS,
  ADMIN_CAMPAIGN_STATUSES,
  AMENITIES_BY_TYPE,
  BHK_OPTIONS,
  CAMPAIGN_STATUSES,
  CITY_PLACEHOLDER,
  COMMERCIAL_AMENITIES,
  COMMERCIAL_KINDS,
  DEFAULT_ADD_PROPERTY_TYPE,
  DEFAULT_TYPE_FILTER,
  FURNISHING_OPTIONS,
  IMAGE_LIMITS,
  LENGTHS,
  LINK_ROUTES,
  LISTED_BY,
  LISTING_CITIES,
  PAGE_SIZE,
  PG_AMENITIES,
  PROPERTY_TYPE_BANNERS,
  PROPERTY_TYPE_CHART_LABELS,
  PROPERTY_TYPES,
  RENT_KINDS_ON_CREATE,
  RENT_KINDS_ON_EDIT,
  RESIDENTIAL_AMENITIES,
  SEARCH_CITIES,
  SELL_KINDS_ON_CREATE,
  SELL_KINDS_ON_EDIT,
  SHARING_OPTIONS,
  TESTIMONIAL_PAGE_SIZE,
  TIMINGS,
  TYPE_FILTERS,
  WHATSAPP_PREFIX,
} from './constants';
import { PHONE_PATTERN } from './fields';

/** The lists as docs/product.md §3 writes them, in its order. */
const SPEC_PG_AMENITIES = [
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
];

const SPEC_RESIDENTIAL_AMENITIES = [
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
];

const SPEC_COMMERCIAL_AMENITIES = [
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
];

describe('property types and statuses (docs/product.md §3, §4, §9)', () => {
  it('there are five property types: sell, rent, pgHostel, plot, commercial', () => {
    expect(PROPERTY_TYPES).toEqual(['sell', 'rent', 'pgHostel', 'plot', 'commercial']);
  });

  it("the home filter offers 'all' plus every type, and defaults to 'all'", () => {
    expect(TYPE_FILTERS).toEqual(['all', 'sell', 'rent', 'pgHostel', 'plot', 'commercial']);
    expect(DEFAULT_TYPE_FILTER).toBe('all');
  });

  it('the add-property page starts on rent', () => {
    expect(DEFAULT_ADD_PROPERTY_TYPE).toBe('rent');
  });

  it('the details banner reads For Rent, For Sale, PG/Hostel, Plot, Commercial', () => {
    expect(PROPERTY_TYPE_BANNERS).toEqual({
      rent: 'For Rent',
      sell: 'For Sale',
      pgHostel: 'PG/Hostel',
      plot: 'Plot',
      commercial: 'Commercial',
    });
  });

  it('the admin chart labels read Selling, Rental, Pg & Hostel, Plots, Commercial', () => {
    expect(PROPERTY_TYPE_CHART_LABELS).toEqual({
      sell: 'Selling',
      rent: 'Rental',
      pgHostel: 'Pg & Hostel',
      plot: 'Plots',
      commercial: 'Commercial',
    });
  });

  it('a listing is by an Owner or an Agent', () => {
    expect(LISTED_BY).toEqual(['Owner', 'Agent']);
  });

  it('campaign statuses are Pending, Submitted, Approve, Reject; the admin sets all but Pending', () => {
    expect(CAMPAIGN_STATUSES).toEqual(['Pending', 'Submitted', 'Approve', 'Reject']);
    expect(ADMIN_CAMPAIGN_STATUSES).toEqual(['Submitted', 'Approve', 'Reject']);
  });

  it('accounts are User or Admin; links go to emailVerified or resetPassword', () => {
    expect(ACCOUNT_KINDS).toEqual(['User', 'Admin']);
    expect(LINK_ROUTES).toEqual(['emailVerified', 'resetPassword']);
  });
});

describe('listing options (docs/product.md §3)', () => {
  it('Bhk/Rk options are 1 RK to 4 BHK +', () => {
    expect(BHK_OPTIONS).toEqual(['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK', '4 BHK +']);
  });

  it('furnishing is Furnished, Semi-Furnished or Un-Furnished', () => {
    expect(FURNISHING_OPTIONS).toEqual(['Furnished', 'Semi-Furnished', 'Un-Furnished']);
  });

  it('sharing is Single, Double, Triple or Four', () => {
    expect(SHARING_OPTIONS).toEqual(['Single', 'Double', 'Triple', 'Four']);
  });

  it('rent kinds are Apartment, Independent House, Villa, PG, Hostel; edit adds Builder Floor', () => {
    expect(RENT_KINDS_ON_CREATE).toEqual([
      'Apartment',
      'Independent House',
      'Villa',
      'PG',
      'Hostel',
    ]);
    expect(RENT_KINDS_ON_EDIT).toEqual([...RENT_KINDS_ON_CREATE, 'Builder Floor']);
  });

  it('sell kinds are Apartment, Independent House, Villa; edit adds Builder Floor', () => {
    expect(SELL_KINDS_ON_CREATE).toEqual(['Apartment', 'Independent House', 'Villa']);
    expect(SELL_KINDS_ON_EDIT).toEqual([...SELL_KINDS_ON_CREATE, 'Builder Floor']);
  });

  it('commercial kinds are the eight of docs/product.md, including lowercase "coworking space"', () => {
    expect(COMMERCIAL_KINDS).toEqual([
      'Office Space',
      'Shop',
      'Showroom',
      'Commercial Land',
      'coworking space',
      'Warehouse',
      'Industrial Building',
      'Industrial Shed',
    ]);
  });
});

describe('amenity lists (docs/product.md §3)', () => {
  it('PG/hostel offers the 18 amenities of docs/product.md, in order', () => {
    expect(PG_AMENITIES).toHaveLength(18);
    expect(PG_AMENITIES).toEqual(SPEC_PG_AMENITIES);
    expect(PG_AMENITIES).toContain('WiFi');
    expect(PG_AMENITIES).not.toContain('Swimming Pool');
  });

  it('rent and sell offer the 20 amenities of docs/product.md, in order', () => {
    expect(RESIDENTIAL_AMENITIES).toHaveLength(20);
    expect(RESIDENTIAL_AMENITIES).toEqual(SPEC_RESIDENTIAL_AMENITIES);
    expect(RESIDENTIAL_AMENITIES).toContain("Children's Play Area");
    expect(RESIDENTIAL_AMENITIES).not.toContain('TV');
  });

  it('commercial offers the 17 amenities of docs/product.md, in order', () => {
    expect(COMMERCIAL_AMENITIES).toHaveLength(17);
    expect(COMMERCIAL_AMENITIES).toEqual(SPEC_COMMERCIAL_AMENITIES);
    expect(COMMERCIAL_AMENITIES).toContain('Conference Room');
    expect(COMMERCIAL_AMENITIES).not.toContain('Gym');
  });

  it('no list names an amenity twice', () => {
    for (const list of [PG_AMENITIES, RESIDENTIAL_AMENITIES, COMMERCIAL_AMENITIES]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('each type uses its list and plots have none', () => {
    expect(AMENITIES_BY_TYPE).toEqual({
      pgHostel: SPEC_PG_AMENITIES,
      rent: SPEC_RESIDENTIAL_AMENITIES,
      sell: SPEC_RESIDENTIAL_AMENITIES,
      commercial: SPEC_COMMERCIAL_AMENITIES,
      plot: [],
    });
  });
});

describe('cities, pages and limits (docs/product.md §9)', () => {
  it("the search dropdown lists Bilaspur, Raipur, Durg, Bhilai after the label 'City'", () => {
    expect(SEARCH_CITIES).toEqual(['Bilaspur', 'Raipur', 'Durg', 'Bhilai']);
    expect(CITY_PLACEHOLDER).toBe('City');
  });

  it('the add-property city list is non-empty and does not offer the placeholder', () => {
    expect(LISTING_CITIES.length).toBeGreaterThan(0);
    expect(LISTING_CITIES).not.toContain(CITY_PLACEHOLDER);
  });

  it('lists page by 6 and testimonials by 3', () => {
    expect(PAGE_SIZE).toBe(6);
    expect(TESTIMONIAL_PAGE_SIZE).toBe(3);
  });

  it('images: 4 to 8 per upload, at most 1 MB each, jpg, jpeg or png', () => {
    expect(IMAGE_LIMITS.minOnUpload).toBe(4);
    expect(IMAGE_LIMITS.maxOnUpload).toBe(8);
    expect(IMAGE_LIMITS.maxBytes).toBe(1024 * 1024);
    expect(IMAGE_LIMITS.extensions).toEqual(['jpg', 'jpeg', 'png']);
    expect(IMAGE_LIMITS.mimeTypes).toEqual(['image/jpeg', 'image/png']);
  });

  it('the lengths of docs/product.md §5 and §9', () => {
    expect(LENGTHS.name).toEqual({ min: 3, max: 15 });
    expect(LENGTHS.password.min).toBe(8);
    expect(LENGTHS.propertyTitle).toEqual({ min: 3, max: 40 });
    expect(LENGTHS.desc).toEqual({ min: 10, max: 500 });
    expect(LENGTHS.contactName.min).toBe(5);
    expect(LENGTHS.message).toEqual({ min: 10, max: 400 });
    expect(LENGTHS.review).toEqual({ min: 10, max: 400 });
    expect(LENGTHS.testimonialName).toEqual({ min: 3, max: 25 });
    expect(LENGTHS.rating).toEqual({ min: 1, max: 5 });
  });

  it('phone numbers follow ^[6-9]\\d{9}$ and WhatsApp links use +91', () => {
    expect(PHONE_PATTERN.source).toBe('^[6-9]\\d{9}$');
    expect(WHATSAPP_PREFIX).toBe('+91');
  });

  it('banner, redirect and toast timings', () => {
    expect(TIMINGS).toEqual({
      bannerMs: 5000,
      afterSignInMs: 1000,
      afterPasswordFlowMs: 1000,
      afterOwnerActionMs: 2000,
      toastSuccessMs: 2000,
      toastErrorMs: 4000,
      toastBlankMs: 4000,
      maxToasts: 20,
    });
  });
});

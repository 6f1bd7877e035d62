import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_KINDS,
  CAMPAIGN_STATUSES,
  LINK_ROUTES,
  LANGUAGES,
  LISTED_BY,
  PROPERTY_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_STATUSES,
  VISIT_ANSWERS,
} from '@basera/contract';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A UUID primary key made by the database. */
const primaryId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    whatsApp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    isOwner: boolean('is_owner').notNull().default(false),
    /** Bumped on password reset: every token issued before stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The mailbox the e-mail reaches: name+1@ and name+2@ are one person, and so are
     * n.a.m.e@gmail.com and name@googlemail.com. Made by the database's mailbox_of()
     * (drizzle/0008_abuse.sql), so every way an account is written gets it. Reports are counted
     * per mailbox (docs/decisions/0027-reports-counted-per-mailbox.md).
     */
    mailbox: text('mailbox')
      .notNull()
      .generatedAlwaysAs(sql`mailbox_of(email)`),
    /** Blocked by the admin: cannot sign in, every token answers 401, until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_owner_idx').on(t.isOwner),
    index('users_mailbox_idx').on(t.mailbox),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: primaryId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);

/** E-mail verification and password reset links: only a hash of the token is kept. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    accountKind: text('account_kind', { enum: ACCOUNT_KINDS }).notNull(),
    accountId: uuid('account_id').notNull(),
    purpose: text('purpose', { enum: LINK_ROUTES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The request (POST /api/verifyLink) the link was made for: a retry of that request's mail
     * makes a new link, while any other request waits for an outstanding recent link.
     */
    requestId: uuid('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('link_tokens_hash_key').on(t.tokenHash),
    index('link_tokens_account_idx').on(t.accountId, t.purpose, t.createdAt.desc()),
  ],
);

type FilterColumns = Record<
  | 'city'
  | 'propertyType'
  | 'property'
  | 'bhk'
  | 'propertyCondition'
  | 'listedBy'
  | 'sharing'
  | 'amount'
  | 'area',
  AnyPgColumn
>;

/** The columns a list filter compares for equality (or membership in a list). */
const categoryColumns = (t: FilterColumns) =>
  [t.city, t.propertyType, t.property, t.bhk, t.propertyCondition, t.listedBy, t.sharing] as const;

/**
 * The columns a list filter reads (search/conditions.ts), carried by every list index after
 * its order (all but the one the index leads with).
 */
const filterColumns = (t: FilterColumns, leading?: AnyPgColumn) =>
  [...categoryColumns(t), t.amount, t.area].filter((column) => column !== leading);

/**
 * What the search index holds for a listing: its words (search_vector) and a lexeme per
 * category it is in ('city:Raipur', 'amenity:Parking'), made by listing_facets
 * (drizzle/0006_search_document.sql). Category lexemes cannot be confused with words: words
 * are letters and digits only. Queries must write this same expression to use the index.
 */
export const searchDocument = (
  t: FilterColumns & { searchVector: AnyPgColumn; amenities: AnyPgColumn },
) =>
  sql`(${t.searchVector} || listing_facets(${sql.join([...categoryColumns(t), t.amenities], sql`, `)}))`;

export const properties = pgTable(
  'properties',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    campaignRequest: text('campaign_request', { enum: CAMPAIGN_STATUSES })
      .notNull()
      .default('Pending'),
    propertyTitle: text('property_title').notNull(),
    desc: text('description').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    mapLink: text('map_link').notNull(),
    /** The owner's pin (WGS 84 degrees), which only the owner and admins read… */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** …and the point everyone else is shown, up to 300 m from it (properties/position.ts). */
    publicLat: doublePrecision('public_lat'),
    publicLng: doublePrecision('public_lng'),
    area: doublePrecision('area').notNull(),
    listedBy: text('listed_by', { enum: LISTED_BY }).notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rent: doublePrecision('rent'),
    deposit: doublePrecision('deposit'),
    price: doublePrecision('price'),
    bhk: text('bhk'),
    property: text('property_kind'),
    propertyCondition: text('property_condition'),
    sharing: text('sharing'),
    /** What a budget filter and a price sort read: the price of sell and plot, else the rent. */
    amount: doublePrecision('amount').generatedAlwaysAs(
      sql`case when property_type in ('sell', 'plot') then price else rent end`,
    ),
    /** Weighted words of title (A), address and city (B), amenities (C), description (D). */
    searchVector: tsvector('search_vector').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Grows with each change of content or photos: an admin approves the version they saw. */
    version: integer('version').notNull().default(1),
    /** When the owner last sent it for review: the review queue is oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The last Approve or Reject: its reason (required with Reject) and time. */
    campaignReason: text('campaign_reason'),
    campaignDecidedAt: timestamp('campaign_decided_at', { withTimezone: true }),
    /** Freshness (docs/decisions/0015-listing-freshness.md): approval counts as a confirmation. */
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
    /** When the owner was last reminded to confirm; one reminder per confirmation. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Out of public lists: marked rented or sold by the owner… */
    unavailableAt: timestamp('unavailable_at', { withTimezone: true }),
    /** …not confirmed for 45 days (set by the daily job)… */
    unconfirmedAt: timestamp('unconfirmed_at', { withTimezone: true }),
    /** …or reported by three people, until an admin decides. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** In public lists (home, search, /api/property): what every list index is limited to. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(
        sql`campaign_request = 'Approve' and unavailable_at is null and unconfirmed_at is null and reported_at is null`,
      ),
  },
  (t) => [
    index('properties_owner_idx').on(t.userId, t.createdAt.desc()),
    // The admin's lists by status, newest first.
    index('properties_public_idx').on(t.campaignRequest, t.createdAt.desc(), t.id),
    // Words and category filters in one index, so that a search with words meets its filters
    // inside the index instead of reading every listing the words match.
    index('properties_search_document_idx')
      .using('gin', searchDocument(t))
      .where(sql`listed`),
    // Search filters and sorts (docs/decisions/0011-search-filters-at-scale.md): each order of
    // the public lists has an index that carries every filter column after its order, so
    // filters are checked inside the index and counts never read the table.
    index('properties_list_newest_idx')
      .on(t.createdAt.desc(), t.id, ...filterColumns(t))
      .where(sql`listed`),
    index('properties_list_city_idx')
      .on(t.city, t.createdAt.desc(), t.id, ...filterColumns(t, t.city))
      .where(sql`listed`),
    index('properties_list_type_idx')
      .on(t.propertyType, t.createdAt.desc(), t.id, ...filterColumns(t, t.propertyType))
      .where(sql`listed`),
    index('properties_list_amount_idx')
      .on(t.amount, t.createdAt.desc(), t.id, ...filterColumns(t, t.amount))
      .where(sql`listed`),
    // priceDesc: the amount index read backward would put older listings first among equal
    // prices, and sorting each group of equal prices costs more than this index.
    index('properties_list_amount_desc_idx')
      .on(t.amount.desc(), t.createdAt.desc(), t.id, ...filterColumns(t, t.amount))
      .where(sql`listed`),
    // Map views, drawn areas and nearest first read the public position (search/conditions.ts):
    // core GiST on `point` answers a box, a polygon and the nearest-first order, without PostGIS.
    index('properties_list_position_idx')
      .using('gist', sql`point(${t.publicLng}, ${t.publicLat})`)
      .where(sql`listed`),
    // Listings not yet placed on the map, found at start without reading every row.
    index('properties_unplaced_idx')
      .on(t.id)
      .where(sql`lat is null`),
    // The review queue: Submitted listings, oldest first.
    index('properties_review_queue_idx').on(t.campaignRequest, t.submittedAt, t.id),
    // The daily freshness jobs read approved listings by their last confirmation.
    index('properties_confirmed_idx')
      .on(t.lastConfirmedAt)
      .where(sql`campaign_request = 'Approve'`),
    index('properties_amenities_idx')
      .using('gin', t.amenities)
      .where(sql`listed`),
  ],
);

/** Every Approve and Reject, for the review screen's history. */
export const listingDecisions = pgTable(
  'listing_decisions',
  {
    id: primaryId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['Approve', 'Reject'] }).notNull(),
    reason: text('reason'),
    version: integer('version').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_decisions_property_idx').on(t.propertyId, t.decidedAt.desc())],
);

/** A reader's report of a listing; one open report per reader and listing. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: primaryId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_reports_open_key')
      .on(t.propertyId, t.userId)
      .where(sql`status = 'open'`),
    index('listing_reports_status_idx').on(t.status, t.createdAt.desc()),
    // A reporter's reports of the last day (the daily limit) and their open ones (a block).
    index('listing_reports_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: primaryId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Server-chosen base name; files are {name}.{ext}, {name}.webp and {name}-thumb.webp. */
    name: text('name').notNull(),
    ext: text('ext', { enum: ['jpg', 'png'] }).notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_images_property_idx').on(t.propertyId, t.position),
    uniqueIndex('property_images_name_key').on(t.name),
  ],
);

/**
 * How many approved listings there are in each combination of the categories a search filters
 * on, so the total of a search without words is a sum over a few rows, whatever the number of
 * listings (docs/decisions/0012-counts-kept-by-category.md). Kept by statement triggers on
 * properties (drizzle/0005_listing_counts.sql), never written by the application.
 * `amenity` '' counts every listing, a name only those that have it; `band` -1 counts every
 * amount, else the amount band of `amount_band()` (round budgets are band edges). A category a
 * listing's type does not have is '' (never null, so each combination has one row).
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    amenity: text('amenity').notNull(),
    band: integer('band').notNull(),
    propertyType: text('property_type').notNull(),
    city: text('city').notNull(),
    property: text('property_kind').notNull(),
    bhk: text('bhk').notNull(),
    propertyCondition: text('property_condition').notNull(),
    listedBy: text('listed_by').notNull(),
    sharing: text('sharing').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    uniqueIndex('listing_counts_key').on(
      t.amenity,
      t.band,
      t.propertyType,
      t.city,
      t.property,
      t.bhk,
      t.propertyCondition,
      t.listedBy,
      t.sharing,
    ),
  ],
);

/**
 * Listings in public lists counted per map cell, kept by statement triggers as listing_counts
 * is (migrations 0013 and 0014): for each zoom up to 16, the grid cell of the public point (`cx`, `cy`:
 * the point's degrees divided by the cell's side, floored) by type, city and BHK, with the
 * sums of the points' degrees for a cluster's mean position. A wide view of the map reads the
 * cells on the screen instead of the listings under them
 * (docs/decisions/0049-map-search-in-the-database.md).
 */
export const mapCells = pgTable(
  'map_cells',
  {
    zoom: integer('zoom').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    propertyType: text('property_type').notNull(),
    city: text('city').notNull(),
    bhk: text('bhk').notNull(),
    n: integer('n').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'map_cells_key',
      columns: [t.zoom, t.cx, t.cy, t.propertyType, t.city, t.bhk],
    }),
  ],
);

/**
 * map_cells again with each listing's amount band (migration 0005's amount_band), so that a map
 * view with a budget is counted from cells too: the bands the budget covers whole, plus the
 * listings of the one or two bands it cuts (docs/decisions/0049-map-search-in-the-database.md).
 * Kept by the same statement trigger as listing_counts and map_cells (migration 0015).
 */
export const mapBudgetCells = pgTable(
  'map_budget_cells',
  {
    zoom: integer('zoom').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    propertyType: text('property_type').notNull(),
    city: text('city').notNull(),
    bhk: text('bhk').notNull(),
    band: integer('band').notNull(),
    n: integer('n').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'map_budget_cells_key',
      columns: [t.zoom, t.cx, t.cy, t.propertyType, t.city, t.bhk, t.band],
    }),
  ],
);

/** Every word of an approved listing's search text: typo-tolerant look-up of query words. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const savedProperties = pgTable(
  'saved_properties',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('saved_properties_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    review: text('review').notNull(),
    createdAt: createdAt(),
    /** When its author last replaced the text; null if never. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_property_idx').on(t.propertyId, t.createdAt.desc()),
    // One review per person and listing: a second one replaces the first (ON CONFLICT).
    uniqueIndex('reviews_author_key').on(t.propertyId, t.userId),
  ],
);

/**
 * A lister's report of a review on their listing. It keeps the review's text and author as
 * reported, so the admin's list still reads after the review is removed.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: primaryId(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewText: text('review_text').notNull(),
    reviewAuthorName: text('review_author_name').notNull(),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: REVIEW_REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per review (only its listing's lister may report it).
    uniqueIndex('review_reports_open_key')
      .on(t.reviewId)
      .where(sql`status = 'open'`),
    index('review_reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: primaryId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Who asked, when signed in; the contact details are what they typed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    message: text('message').notNull(),
    /** The language the visitor read the site in when asking ('en' | 'hi'); null before 0016. */
    language: text('language', { enum: LANGUAGES }),
    /** The lister's answer ('accepted' | 'declined'); null while unanswered. */
    answer: text('answer', { enum: VISIT_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meetings_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('meetings_created_idx').on(t.createdAt.desc()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: primaryId(),
    name: text('name').notNull(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt.desc())],
);

/**
 * Versions of data derived in code rather than SQL (e.g. the search index, built from the
 * contract's word rule): when the code's version is newer, the server rebuilds it at start.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
});

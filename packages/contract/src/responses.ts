import { z } from 'zod';
import { ACCOUNT_KINDS, CAMPAIGN_STATUSES, LISTED_BY, PROPERTY_TYPES } from './constants';
import { HIDDEN_BECAUSE, REPORT_REASONS, REPORT_STATUSES } from './trust-rules';
import { VISIT_ANSWERS } from './engagement';

/**
 * What the API answers, route by route: the server declares these on its routes (they become
 * the OpenAPI document), the API tests check every answer against them, and the web app's
 * types are inferred from them. Plain shapes only: no transforms, no defaults.
 */

const id = z.string().describe('A UUID, in lower case');
const timestamp = z.string().describe('ISO 8601 time in UTC');

// Entities

export const propertyImageSchema = z.object({
  img: z
    .string()
    .describe('uploads/{userId}/{propertyId}/{name}.jpg or .png: the re-encoded photo'),
  webp: z.string().describe('the same photo as WebP'),
  thumb: z.string().describe('a WebP about 480 px wide, for cards'),
});
export type PropertyImage = z.output<typeof propertyImageSchema>;

export const listerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  whatsApp: z.string(),
});
export type Lister = z.output<typeof listerSchema>;

export const propertySchema = z.object({
  _id: id,
  userId: id,
  propertyTitle: z.string(),
  desc: z.string(),
  address: z.string(),
  city: z.string(),
  mapLink: z
    .string()
    .optional()
    .describe(
      "The owner's exact map link: for signed-in readers, the owner and admins; left out of public lists and of a signed-out reader's details",
    ),
  location: z
    .object({ lat: z.number(), lng: z.number() })
    .describe(
      "Where the listing is (WGS 84 degrees): the owner's pin for the owner and admins; for everyone else a point up to 300 m from it, the same every time",
    ),
  area: z.number(),
  listedBy: z.enum(LISTED_BY),
  amenities: z.array(z.string()),
  propertyType: z.enum(PROPERTY_TYPES),
  campaignRequest: z.enum(CAMPAIGN_STATUSES),
  propertyImg: z.array(propertyImageSchema),
  rent: z.number().nullable(),
  deposit: z.number().nullable(),
  price: z.number().nullable(),
  bhk: z.string().nullable(),
  property: z.string().nullable().describe('the kind of property: Apartment, Shop, …'),
  propertyCondition: z.string().nullable(),
  sharing: z.string().nullable(),
  createdAt: timestamp,
  version: z
    .number()
    .int()
    .describe('Grows with each change of content or photos; the admin approves a version'),
  lastConfirmedAt: timestamp
    .nullable()
    .describe('When the owner last confirmed it is available (approval counts); null before'),
  hiddenBecause: z
    .enum(HIDDEN_BECAUSE)
    .nullable()
    .describe('Why an approved listing is out of public lists; null when it is in them'),
  submittedAt: timestamp
    .nullable()
    .optional()
    .describe('When it was last sent for review (its owner and admins only)'),
  campaignReason: z
    .string()
    .nullable()
    .optional()
    .describe("The last decision's reason (its owner and admins only)"),
  campaignDecidedAt: timestamp
    .nullable()
    .optional()
    .describe('When the admin last approved or rejected it (its owner and admins only)'),
  lister: listerSchema
    .optional()
    .describe("The lister's name and numbers, for signed-in readers (never the e-mail)"),
});
export type Property = z.output<typeof propertySchema>;

export const userSchema = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  whatsApp: z.string(),
  email: z.string().optional().describe('Only for the account itself and the admin'),
});
export type User = z.output<typeof userSchema>;

export const reviewEntitySchema = z.object({
  _id: id,
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  review: z.string(),
  created_at: timestamp,
  updated_at: timestamp.nullable().describe('When its author last changed it; null if never'),
});
export type Review = z.output<typeof reviewEntitySchema>;

export const meetingEntitySchema = z.object({
  _id: id,
  propertyId: id,
  propertyTitle: z.string().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string().describe('YYYY-MM-DD, a calendar date in India'),
  time: z.string().describe('HH:MM'),
  message: z.string(),
  createdAt: timestamp,
  answer: z.enum(VISIT_ANSWERS).nullable().describe("The lister's answer; null while unanswered"),
  answeredAt: timestamp.nullable().describe('When the lister last answered; null if never'),
});
export type Meeting = z.output<typeof meetingEntitySchema>;

export const visitAnsweredSchema = z.object({ msg: z.string(), meeting: meetingEntitySchema });
export type VisitAnswered = z.output<typeof visitAnsweredSchema>;

export const contactMessageEntitySchema = z.object({
  _id: id,
  name: z.string().describe('the same as fullName, as the admin list reads it'),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: timestamp,
});
export type ContactMessage = z.output<typeof contactMessageEntitySchema>;

export const testimonialEntitySchema = z.object({
  _id: id,
  name: z.string(),
  review: z.string(),
  rating: z.number().int(),
});
export type Testimonial = z.output<typeof testimonialEntitySchema>;

export const countsSchema = z.object({
  userCount: z.number().int(),
  propertyCount: z.number().int(),
  ownerCount: z.number().int(),
  sellPropertyCount: z.number().int(),
  rentPropertyCount: z.number().int(),
  pgAndHostelCount: z.number().int(),
  plotCount: z.number().int(),
  commercialCount: z.number().int(),
  waitingForReview: z.number().int().describe('Listings submitted and not yet decided'),
  openReports: z.number().int().describe('Reports from readers waiting for a decision'),
});
export type Counts = z.output<typeof countsSchema>;

// Answers

/** Every 4xx answer (docs/architecture.md §3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  msg: z.string().optional(),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('The first message of each invalid field, keyed like the request'),
});
export type ApiError = z.output<typeof apiErrorSchema>;

export const msgResponseSchema = z.object({ msg: z.string() });
export type MsgResponse = z.output<typeof msgResponseSchema>;

export const healthResponseSchema = z.object({ ok: z.literal(true) });

/**
 * GET /ready: what a load balancer reads; 503 with the same body while the server is stopping
 * or any part is unreachable.
 */
export const readyResponseSchema = z.object({
  ok: z.boolean(),
  stopping: z.boolean().describe('Asked to stop (SIGTERM): send this server nothing new'),
  database: z.boolean(),
  redis: z.boolean(),
  storage: z.boolean(),
});

export const loginResponseSchema = z.object({
  token: z.string().describe('A JWT: user {kind, userId, email}; admin {kind, adminId, email}'),
  msg: z.string(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** verifyAccount and resetPassword: the account kind tells the client where to sign in. */
export const linkOutcomeSchema = z.object({ msg: z.string(), dbName: z.enum(ACCOUNT_KINDS) });
export type LinkOutcome = z.output<typeof linkOutcomeSchema>;

export const updateUserResponseSchema = z.object({ msg: z.string(), user: userSchema });
export type UpdateUserResponse = z.output<typeof updateUserResponseSchema>;

export const addPropertyResponseSchema = z.object({
  msg: z.string(),
  propertyId: id,
  property: propertySchema,
});
export type AddPropertyResponse = z.output<typeof addPropertyResponseSchema>;

export const updatePropertyResponseSchema = z.object({ msg: z.string(), property: propertySchema });
export type UpdatePropertyResponse = z.output<typeof updatePropertyResponseSchema>;

export const uploadImagesResponseSchema = z.object({
  msg: z.string(),
  propertyImg: z.array(propertyImageSchema).describe('the photos just added'),
});
export type UploadImagesResponse = z.output<typeof uploadImagesResponseSchema>;

export const savedToggleResponseSchema = z.object({ msg: z.string(), saved: z.boolean() });
export type SavedToggleResponse = z.output<typeof savedToggleResponseSchema>;

export const savedStateResponseSchema = z.object({ saved: z.boolean() });
export type SavedStateResponse = z.output<typeof savedStateResponseSchema>;

/** Every listing a user has saved, by id: the hearts of a page of cards from one request. */
export const savedIdsResponseSchema = z.object({ ids: z.array(z.string()) });
export type SavedIdsResponse = z.output<typeof savedIdsResponseSchema>;

export const addReviewResponseSchema = z.object({ msg: z.string(), review: reviewEntitySchema });
export type AddReviewResponse = z.output<typeof addReviewResponseSchema>;

export const testimonialResponseSchema = z.object({
  msg: z.string(),
  testimonial: testimonialEntitySchema,
});
export type TestimonialResponse = z.output<typeof testimonialResponseSchema>;

export const propertyListSchema = z.array(propertySchema);
/** An account as the admin's Users and Owners lists show it. */
export const adminUserSchema = userSchema.extend({
  blocked: z.boolean().describe('Blocked by the admin: cannot sign in, tokens answer 401'),
});
export type AdminUser = z.output<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);
export const blockUserResponseSchema = z.object({ msg: z.string(), blocked: z.boolean() });
export type BlockUserResponse = z.output<typeof blockUserResponseSchema>;
export const reviewListSchema = z.array(reviewEntitySchema);
export const meetingListSchema = z.array(meetingEntitySchema);
export const contactMessageListSchema = z.array(contactMessageEntitySchema);
export const testimonialListSchema = z.array(testimonialEntitySchema);
export const propertyImageListSchema = z.array(propertyImageSchema);

// Moderation

export const decisionSchema = z.object({
  decision: z.enum(['Approve', 'Reject']),
  reason: z.string().nullable(),
  version: z.number().int().describe('The version of the listing that was decided on'),
  decidedAt: timestamp,
});
export type Decision = z.output<typeof decisionSchema>;

/** What the admin's review screen shows beside the listing. */
export const reviewDetailsSchema = z.object({
  property: propertySchema,
  owner: userSchema,
  ownerListings: z
    .array(
      z.object({
        _id: id,
        propertyTitle: z.string(),
        city: z.string(),
        propertyType: z.enum(PROPERTY_TYPES),
        campaignRequest: z.enum(CAMPAIGN_STATUSES),
        createdAt: timestamp,
      }),
    )
    .describe("The owner's other listings, newest first"),
  decisions: z.array(decisionSchema).describe('Past decisions on this listing, newest first'),
  openReports: z.number().int(),
});
export type ReviewDetails = z.output<typeof reviewDetailsSchema>;

export const reportEntitySchema = z.object({
  _id: id,
  propertyId: id,
  propertyTitle: z.string(),
  ownerId: id,
  city: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporterName: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: timestamp,
  openReports: z.number().int().describe('Open reports on the listing, from different people'),
  hidden: z.boolean().describe('Whether the reports have taken the listing out of public lists'),
});
export type Report = z.output<typeof reportEntitySchema>;
export const reportListSchema = z.array(reportEntitySchema);

export const propertyAnswerSchema = z.object({ msg: z.string(), property: propertySchema });
export type PropertyAnswer = z.output<typeof propertyAnswerSchema>;

// Sharing

/**
 * What anyone may see of an approved listing before signing in: the signed-out preview of a
 * shared link, and the link's Open Graph tags. Nothing of the lister, the address or the text.
 */
export const propertyPreviewSchema = z.object({
  _id: id,
  propertyTitle: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  property: z.string().nullable().describe('the kind of property: Apartment, Shop, …'),
  city: z.string(),
  area: z.number().describe('sq ft'),
  bhk: z.string().nullable(),
  sharing: z.string().nullable(),
  price: z.number().nullable().describe('sell and plot'),
  rent: z.number().nullable().describe('a month: rent, PG/hostel and commercial'),
  photo: propertyImageSchema.nullable().describe('the first photo'),
});
export type PropertyPreview = z.output<typeof propertyPreviewSchema>;

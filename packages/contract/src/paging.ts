import { z } from 'zod';
import { CAMPAIGN_STATUSES, LENGTHS, MAX_PAGE_SIZE, PAGE_SIZE, TYPE_FILTERS } from './constants';
import { id } from './fields';
import { normaliseText } from './plain-text';
import { exactListPattern } from './document-patterns';
import {
  rangeProblems,
  searchCityField,
  searchFilterFields,
  withoutBlankParams,
} from './search-params';

/** Every list pages on the server (docs/architecture.md §4); the body stays docs/product.md's array. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * The filters of the public lists, the same for GET /api/property and GET /user/search and
 * for the search screen's URL (search-params.ts).
 */
const listFilters = {
  // Search text is free (docs/product.md §5); it is only bounded so one request stays cheap.
  // Read as people see it (plain-text.ts): 'f\u200Bl\u200Ba\u200Bt' searches for 'flat'.
  search: z.string().max(LENGTHS.search.max).overwrite(normaliseText).default(''),
  city: searchCityField,
  propertyType: z
    .enum(TYPE_FILTERS, { error: `propertyType must be one of: ${TYPE_FILTERS.join(', ')}` })
    .default('all'),
  ...searchFilterFields,
};

export const propertyListQuerySchema = z.preprocess(
  withoutBlankParams,
  pageQuerySchema
    .extend({
      ...listFilters,
      /** Admin only: comma-separated statuses, e.g. Submitted,Approve,Reject. */
      campaignRequest: z
        .string()
        .meta({ pattern: exactListPattern(CAMPAIGN_STATUSES) })
        .optional()
        .transform((value) => (value ? value.split(',') : undefined))
        .pipe(z.array(z.enum(CAMPAIGN_STATUSES)).optional()),
    })
    .superRefine(rangeProblems),
);
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

/** A list of one user's things, e.g. an owner's properties. */
export const userPageQuerySchema = pageQuerySchema.extend({ userId: id });

export const searchQuerySchema = z.preprocess(
  withoutBlankParams,
  pageQuerySchema.extend(listFilters).superRefine(rangeProblems),
);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** What the admin's review queue may show: one decision state, or every listing sent for review. */
export const REVIEW_QUEUE_STATUSES = ['Submitted', 'Approve', 'Reject', 'all'] as const;
export type ReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];

/**
 * GET /admin/reviewQueue: Submitted listings oldest first by default; filters by status, type
 * and city; `search` matches the title, the address and the owner's e-mail.
 */
export const reviewQueueQuerySchema = z.preprocess(
  withoutBlankParams,
  pageQuerySchema.extend({
    status: z
      .enum(REVIEW_QUEUE_STATUSES, {
        error: `status must be one of: ${REVIEW_QUEUE_STATUSES.join(', ')}`,
      })
      .default('Submitted'),
    propertyType: z
      .enum(TYPE_FILTERS, { error: `propertyType must be one of: ${TYPE_FILTERS.join(', ')}` })
      .default('all'),
    city: searchCityField,
    search: z.string().max(LENGTHS.search.max).overwrite(normaliseText).trim().default(''),
  }),
);
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

/** GET /admin/Reports: open reports (default) or all, newest first. */
export const reportPageQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'all'], { error: 'status must be open or all' }).default('open'),
});

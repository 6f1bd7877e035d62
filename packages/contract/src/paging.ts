import { z } from 'zod';
import { CAMPAIGN_STATUSES, LENGTHS, MAX_PAGE_SIZE, PAGE_SIZE, TYPE_FILTERS } from './constants';
import { id } from './fields';

/** Every list pages on the server (docs/architecture.md §4); the body stays docs/product.md's array. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const propertyListQuerySchema = pageQuerySchema.extend({
  propertyType: z.enum(TYPE_FILTERS).default('all'),
  /** Admin only: comma-separated statuses, e.g. Submitted,Approve,Reject. */
  campaignRequest: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',') : undefined))
    .pipe(z.array(z.enum(CAMPAIGN_STATUSES)).optional()),
});

/** A list of one user's things, e.g. an owner's properties. */
export const userPageQuerySchema = pageQuerySchema.extend({ userId: id });

/** Search text is free (docs/product.md §5); it is only bounded so that one request stays cheap. */
export const searchQuerySchema = pageQuerySchema.extend({
  search: z.string().max(LENGTHS.search.max).default(''),
  // The dropdown's default label 'City' means no city (docs/product.md §4).
  city: z
    .string()
    .max(40)
    .optional()
    .transform((value) => (value && value !== 'City' ? value : undefined)),
  propertyType: z.enum(TYPE_FILTERS).default('all'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

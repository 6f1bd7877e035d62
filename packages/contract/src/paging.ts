import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { id } from './fields';

/** Every list pages on the server (docs/architecture.md §4); the body stays docs/product.md's array. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A list of one user's things, e.g. an owner's properties. */
export const userPageQuerySchema = pageQuerySchema.extend({ userId: id });

/** GET /admin/Reports: open reports (default) or all, newest first. */
export const reportPageQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'all'], { error: 'status must be open or all' }).default('open'),
});

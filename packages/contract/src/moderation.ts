import { z } from 'zod';
import { LENGTHS, TYPE_FILTERS } from './constants';
import { MSG } from './messages';
import { pageQuerySchema } from './paging';
import { normaliseLines, normaliseText, PRINTABLE_LINES, SENT_LINES } from './plain-text';
import { searchCityField, withoutBlankParams } from './search-params-schema';
import { REPORT_ACTIONS, REPORT_REASONS, TRUST_RULES } from './trust-rules';

/**
 * The forms of moderation (docs/product.md §4): the admin's review queue, a decision's reason, a
 * reader's report, an admin's answer to reports. The numbers and lists they check are
 * trust-rules.ts's.
 */

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

export const decisionReason = z
  .string({ error: MSG.reasonInvalid })
  .meta({ pattern: SENT_LINES })
  .overwrite(normaliseLines)
  .trim()
  .regex(PRINTABLE_LINES, { error: MSG.textControl })
  .min(TRUST_RULES.reason.min, { error: MSG.reasonMin })
  .max(TRUST_RULES.reason.max, { error: MSG.reasonMax });

/** The admin's Reject dialog: a reason is required. */
export const rejectFormSchema = z.object({ reason: decisionReason });

export const reportPropertySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonRequired }),
  details: z
    .string({ error: MSG.reportDetailsMax })
    .meta({ pattern: SENT_LINES })
    .overwrite(normaliseLines)
    .trim()
    .regex(PRINTABLE_LINES, { error: MSG.textControl })
    .max(TRUST_RULES.reportDetailsMax, { error: MSG.reportDetailsMax })
    .default(''),
});
export type ReportPropertyInput = z.input<typeof reportPropertySchema>;

export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'action must be dismiss or unpublish' }),
});

/** PUT /admin/blockUser/{userId}: block (true) or unblock (false) any user or owner. */
export const blockUserSchema = z.object({
  blocked: z.boolean({ error: 'blocked must be true or false' }),
});
export type BlockUserInput = z.input<typeof blockUserSchema>;

import { z } from 'zod';
import { id } from './fields';
import { MSG } from './messages';
import { TRUST_RULES } from './trust-rules';

/**
 * A lister's report of a review on their own listing (docs/product.md §4): the reasons they
 * choose from, the admin's answer, and the shapes of both. The admin removes the review or
 * dismisses the report; either closes it.
 */

export const REVIEW_REPORT_REASONS = [
  'Spam or advertising',
  'Abusive or offensive',
  'Not about this property',
  'False or misleading',
  'Shares personal details',
  'Other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** Remove deletes the review; dismiss keeps it public. */
export const REVIEW_REPORT_ACTIONS = ['dismiss', 'remove'] as const;
export type ReviewReportAction = (typeof REVIEW_REPORT_ACTIONS)[number];
export const REVIEW_REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

export const reportReviewSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: MSG.reviewReportReasonRequired }),
  details: z
    .string({ error: MSG.reportDetailsMax })
    .trim()
    .max(TRUST_RULES.reportDetailsMax, { error: MSG.reportDetailsMax })
    .default(''),
});
export type ReportReviewInput = z.input<typeof reportReviewSchema>;

export const resolveReviewReportSchema = z.object({
  action: z.enum(REVIEW_REPORT_ACTIONS, { error: 'action must be dismiss or remove' }),
});

const timestamp = z.string().describe('ISO 8601 time in UTC');

export const reviewReportEntitySchema = z.object({
  _id: id,
  reviewId: id.nullable().describe('null once the review is deleted'),
  propertyId: id,
  propertyTitle: z.string(),
  review: z.string().describe('The review as it reads now, or as it was reported once deleted'),
  reviewAuthorName: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string(),
  reporterName: z.string().describe("The lister's name"),
  status: z.enum(REVIEW_REPORT_STATUSES),
  createdAt: timestamp,
});
export type ReviewReport = z.output<typeof reviewReportEntitySchema>;
export const reviewReportListSchema = z.array(reviewReportEntitySchema);

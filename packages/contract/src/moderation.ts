import { z } from 'zod';
import { MSG } from './messages';
import { normaliseLines, PRINTABLE_LINES, SENT_LINES } from './plain-text';
import { REPORT_ACTIONS, REPORT_REASONS, TRUST_RULES } from './trust-rules';

/**
 * The forms of moderation (docs/product.md §4): a decision's reason, a reader's report, an
 * admin's answer to reports. The numbers and lists they check are trust-rules.ts's.
 */

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

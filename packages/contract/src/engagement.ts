import { z } from 'zod';
import { INDIA_TIME_ZONE, LENGTHS } from './constants';
import { boundedText, email, id, phone } from './fields';
import { MSG } from './messages';

const message = boundedText(
  MSG.messageRequired,
  [LENGTHS.message.min, MSG.messageMin],
  [LENGTHS.message.max, MSG.messageMax],
  'several',
);

/** Today's calendar date in India as YYYY-MM-DD (meeting dates are Indian dates). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * When a visit may be asked for: India's wall-clock time, both ends included. The date and time
 * of a meeting are India's (the product serves four cities in one time zone).
 */
export const MEETING_HOURS = { from: '08:00', to: '20:00' } as const;

const secondsOfDay = (time: string) => {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

/** Whether a valid HH:MM[:SS] lies within MEETING_HOURS (20:00 is in, 20:00:01 is not). */
export function isWithinMeetingHours(time: string): boolean {
  const at = secondsOfDay(time);
  return at >= secondsOfDay(MEETING_HOURS.from) && at <= secondsOfDay(MEETING_HOURS.to);
}

export const meetingSchema = z.object({
  name: boundedText(
    MSG.nameRequired,
    [LENGTHS.contactName.min, MSG.nameMin],
    [LENGTHS.contactName.max, MSG.nameMax],
  ),
  email,
  phone,
  date: z
    .string({ error: MSG.dateRequired })
    // `x-not-before`: JSON Schema has no 'today' (docs/api.md).
    .meta({
      format: 'date',
      'x-not-before': 'today',
      description: 'A date in India, today or later',
    })
    .min(1, { error: MSG.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.dateInvalid })
    .refine(isRealDate, { error: MSG.dateInvalid })
    .refine((value) => value >= todayInIndia(), { error: MSG.datePast }),
  time: z
    .string({ error: MSG.timeRequired })
    // For the API document: HH:MM[:SS] within MEETING_HOURS, as the refinement below reads it.
    .meta({
      pattern: '^(?:(?:0[89]|1\\d):[0-5]\\d(?::[0-5]\\d)?|20:00(?::00)?)$',
      description: `India's time, ${MEETING_HOURS.from} to ${MEETING_HOURS.to}`,
    })
    .min(1, { error: MSG.timeRequired })
    // HH:MM, or HH:MM:SS as a time input with a seconds step sends it.
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: MSG.timeInvalid })
    .refine(isWithinMeetingHours, { error: MSG.timeOutsideHours, abort: true })
    // A visit is booked to the minute: 11:30:00 and 11:30 are the same time.
    .overwrite((value) => value.slice(0, 5)),
  message,
});
export type MeetingInput = z.input<typeof meetingSchema>;

/**
 * The lister's answer to a visit request (docs/decisions/0051-answering-visit-requests.md).
 * Answering again changes the answer.
 */
export const VISIT_ANSWERS = ['accepted', 'declined'] as const;
export type VisitAnswer = (typeof VISIT_ANSWERS)[number];

export const visitAnswerSchema = z.object({
  answer: z.enum(VISIT_ANSWERS, { error: MSG.visitAnswerInvalid }),
});
export type VisitAnswerInput = z.input<typeof visitAnswerSchema>;

/** What the lister is told once the answer is stored and the visitor's mail queued. */
export const VISIT_ANSWERED: Record<VisitAnswer, string> = {
  accepted: MSG.visitAccepted,
  declined: MSG.visitDeclined,
};

export const contactSchema = z.object({
  fullName: boundedText(
    MSG.fullNameRequired,
    [LENGTHS.contactName.min, MSG.fullNameMin],
    [LENGTHS.contactName.max, MSG.fullNameMax],
  ),
  email,
  phone,
  message,
});
export type ContactInput = z.input<typeof contactSchema>;

export const reviewSchema = z.object({
  review: boundedText(
    MSG.reviewRequired,
    [LENGTHS.review.min, MSG.reviewMin],
    [LENGTHS.review.max, MSG.reviewMax],
    'several',
  ),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const savePropertySchema = z.object({ propertyId: id, userId: id });

export const testimonialSchema = z.object({
  name: boundedText(
    MSG.testimonialNameRequired,
    [LENGTHS.testimonialName.min, MSG.testimonialNameMin],
    [LENGTHS.testimonialName.max, MSG.testimonialNameMax],
  ),
  review: boundedText(
    MSG.reviewRequired,
    [LENGTHS.review.min, MSG.reviewMin],
    [LENGTHS.review.max, MSG.reviewMax],
    'several',
  ),
  rating: z
    .number({ error: MSG.ratingRequired })
    .int({ error: MSG.ratingWhole })
    .min(LENGTHS.rating.min, { error: MSG.ratingMin })
    .max(LENGTHS.rating.max, { error: MSG.ratingMax }),
});
export type TestimonialInput = z.input<typeof testimonialSchema>;
export const testimonialUpdateSchema = testimonialSchema.extend({ _id: id });

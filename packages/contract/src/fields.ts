import { z } from 'zod';
import { LENGTHS } from './constants';
import { MSG } from './messages';
import {
  normaliseLines,
  normaliseText,
  ONE_LINE,
  PRINTABLE_LINES,
  SENT_LINES,
  SENT_ONE_LINE,
} from './plain-text';

/**
 * Field rules shared by several schemas. Checks run in the order docs/product.md §5 lists them; the
 * message shown for a field (by the form and in the server's answer) is its first issue.
 */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required });
}

/**
 * Text people write for others to read: normalised (plain-text.ts) before it is trimmed and
 * counted. A name or a title is one line; a description, a review or a message may have several.
 */
export function writtenText(required: string, lines: 'one' | 'several' = 'one') {
  return z
    .string({ error: required })
    .meta({ pattern: lines === 'one' ? SENT_ONE_LINE : SENT_LINES })
    .overwrite(lines === 'one' ? normaliseText : normaliseLines)
    .trim()
    .min(1, { error: required })
    .regex(lines === 'one' ? ONE_LINE : PRINTABLE_LINES, {
      error: lines === 'one' ? MSG.textOneLine : MSG.textControl,
    });
}

export function boundedText(
  required: string,
  [min, minMsg]: readonly [number, string],
  [max, maxMsg]: readonly [number, string],
  lines: 'one' | 'several' = 'one',
) {
  return writtenText(required, lines).min(min, { error: minMsg }).max(max, { error: maxMsg });
}

export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** What people put between the digits of a number: spaces, dashes, dots and brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * A phone number as people paste it ('+91 98765 43210', '098765 43210', '98765-43210',
 * '(98765) 43210', '91 9876543210') reduced to its ten digits: separators go, then a leading
 * +91 or 91 before ten digits, or a leading 0 before ten digits. Anything else comes back with only
 * the separators removed, for the phone schema to reject. Forms use it; the server stays strict
 * (docs/decisions/0020-phone-numbers-normalised-in-forms.md).
 */
export function normalisePhone(input: string): string {
  const compact = input.replace(PHONE_SEPARATORS, '');
  const national = /^(?:\+?91(\d{10})|0(\d{10}))$/.exec(compact);
  return national ? (national[1] ?? national[2])! : compact;
}

export function indianMobile(required: string, invalid: string) {
  return requiredText(required).regex(PHONE_PATTERN, { error: invalid });
}

export const firstName = boundedText(
  MSG.firstNameRequired,
  [LENGTHS.name.min, MSG.firstNameMin],
  [LENGTHS.name.max, MSG.firstNameMax],
);
export const lastName = boundedText(
  MSG.lastNameRequired,
  [LENGTHS.name.min, MSG.lastNameMin],
  [LENGTHS.name.max, MSG.lastNameMax],
);
export const phone = indianMobile(MSG.phoneRequired, MSG.phoneInvalid);
export const whatsApp = indianMobile(MSG.whatsAppRequired, MSG.whatsAppInvalid);

const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const email = requiredText(MSG.emailRequired)
  .max(LENGTHS.email.max, { error: MSG.emailInvalid })
  .regex(EMAIL_PATTERN, { error: MSG.emailInvalid })
  .toLowerCase();

/**
 * Letters, digits and @$!%*?& only, with at least one of each kind: one regular expression, so
 * that the API document states the rule as the server applies it.
 */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
export const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .min(LENGTHS.password.min, { error: MSG.passwordMin })
  .max(LENGTHS.password.max, { error: MSG.passwordMax })
  .regex(PASSWORD_RULE, { error: MSG.passwordRule });

/** Confirmation only needs to be present; the match is checked on the object. */
export const confirmPassword = z
  .string({ error: MSG.confirmPasswordRequired })
  .min(1, { error: MSG.confirmPasswordRequired });

/**
 * Entity ids are UUIDs; anything else is a bad request, never a database error. Written in
 * lower case, as the database prints them, so one id never has two spellings (a file path
 * built from an upper-case id would name a folder that does not exist).
 */
export const id = z.uuid({ error: 'Invalid id' }).toLowerCase();

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone, phone } from './fields';

/** Ten digits, as the person means them. */
const tenDigits = fc.stringMatching(/^\d{10}$/);
/** What may stand between digits: nothing, or a run of spaces, dashes and dots. */
const separator = fc.constantFrom('', '', ' ', '-', '.', '  ', ' - ', '\t');
const prefix = fc.constantFrom('', '+91', '91', '0', '+91 ', '91 ', '0 ', '+91-', '(+91) ', '0-');

/** `digits` with a separator between any two of them, and optionally the first five bracketed. */
function written(digits: string, separators: string[], bracketFirstFive: boolean): string {
  const spaced = [...digits].map((digit, index) => (index ? separators[index]! : '') + digit);
  if (bracketFirstFive) return `(${spaced.slice(0, 5).join('')})${spaced.slice(5).join('')}`;
  return spaced.join('');
}

describe('normalisePhone', () => {
  for (const [pasted, expected] of [
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['9876543210', '9876543210'],
    ['98765.43210', '9876543210'],
    // Ten digits that start with 91 or 0 are kept whole: only a prefix before ten digits goes.
    ['9198765432', '9198765432'],
    ['0876543210', '0876543210'],
  ] as const) {
    it(`${JSON.stringify(pasted)} keeps ${expected}`, () => {
      expect(normalisePhone(pasted)).toBe(expected);
    });
  }

  it('typing keeps what was typed so far, without separators', () => {
    for (const partial of ['', '9', '98765', '+', '+9', '+91', '0', '98765432101']) {
      expect(normalisePhone(partial)).toBe(partial);
    }
    expect(normalisePhone('98765 ')).toBe('98765');
  });

  it('any ten digits, written with any prefix, separators or brackets, become those ten digits', () => {
    fc.assert(
      fc.property(
        tenDigits,
        prefix,
        fc.array(separator, { minLength: 10, maxLength: 10 }),
        fc.boolean(),
        (digits, lead, separators, bracketed) => {
          const pasted = lead + written(digits, separators, bracketed);
          expect(normalisePhone(pasted)).toBe(digits);
        },
      ),
    );
  });

  it('a number that is not ten digits in one of those forms is left for the schema to reject', () => {
    // Digit counts other than 10, or 11 and 12 without the 0 or 91 in front.
    const wrongDigits = fc
      .stringMatching(/^\d{1,16}$/)
      .filter(
        (digits) =>
          digits.length !== 10 &&
          !(digits.length === 11 && digits.startsWith('0')) &&
          !(digits.length === 12 && digits.startsWith('91')),
      );
    fc.assert(
      fc.property(
        wrongDigits,
        fc.constantFrom('', '+'),
        fc.array(separator, { minLength: 16, maxLength: 16 }),
        (digits, plus, separators) => {
          const pasted = plus + written(digits, separators, false);
          expect(phone.safeParse(normalisePhone(pasted)).success).toBe(false);
        },
      ),
    );
  });

  it('text with anything but digits, separators and a leading + is left for the schema to reject', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((text) => /[^\d\s\-.()+]/.test(text)),
        (text) => {
          expect(phone.safeParse(normalisePhone(text)).success).toBe(false);
        },
      ),
    );
  });
});

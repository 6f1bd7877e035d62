import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactSchema, meetingSchema, reviewSchema, testimonialSchema } from './engagement';
import { firstName, lastName, profileSchema } from './index';
import { MSG } from './messages';
import { decisionReason, reportPropertySchema } from './moderation';
import { normaliseLines, normaliseText } from './plain-text';
import { propertySchemaFor } from './property';
import { reviewQueueQuerySchema } from './moderation';
import { propertyListQuerySchema, searchQuerySchema } from './search-params-schema';
import { readSearchParam } from './search-params';
import { messagesOf } from './test-support';

/** Every invisible code point: Unicode's default-ignorables (zero-width, bidi, fillers, …). */
const INVISIBLES = Array.from({ length: 0x110000 }, (_, cp) => cp)
  .filter(
    (cp) =>
      (cp < 0xd800 || cp > 0xdfff) &&
      /\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(cp)),
  )
  .map((cp) => String.fromCodePoint(cp));
const invisible = fc.constantFrom(...INVISIBLES);
/** C0 and C1 controls and DEL, tab and line breaks included. */
const CONTROLS = Array.from({ length: 0xa0 }, (_, cp) => cp)
  .filter((cp) => cp < 0x20 || cp >= 0x7f)
  .map((cp) => String.fromCodePoint(cp));

/** `text` with invisible characters slipped in anywhere (between letters, at the ends). */
function withInvisibles(text: string): fc.Arbitrary<string> {
  const chars = [...text];
  return fc
    .array(fc.tuple(fc.nat({ max: chars.length }), invisible), { minLength: 1, maxLength: 8 })
    .map((inserts) => {
      const out = [...chars];
      for (const [at, char] of [...inserts].sort((a, b) => b[0] - a[0])) out.splice(at, 0, char);
      return out.join('');
    });
}

const rent = propertySchemaFor('rent');
const listing = {
  propertyType: 'rent',
  propertyTitle: '2 BHK flat near Vyapar Vihar',
  desc: 'Bright corner flat with cross ventilation and parking.',
  address: 'Vyapar Vihar',
  city: 'Bilaspur',
  mapLink: 'https://maps.google.com/?q=22.08,82.14',
  area: 1150,
  listedBy: 'Owner',
  bhk: '2 BHK',
  propertyCondition: 'Furnished',
  property: 'Apartment',
  rent: 14000,
  deposit: 28000,
};
const meeting = {
  name: 'Kavita Rao',
  email: 'kavita@example.in',
  phone: '9876543210',
  date: '2999-01-01',
  time: '10:30',
  message: 'I would like to see the flat on Sunday.',
};

/** Each field people write, with the schema that reads it, a valid body and its lines. */
const WRITTEN: {
  name: string;
  schema: z.ZodType;
  body: Record<string, unknown>;
  field: string;
  lines: 'one' | 'several';
}[] = [
  {
    name: 'first name',
    schema: profileSchema,
    body: { firstName: 'Aarav', lastName: 'Sharma', phone: '9876543210', whatsApp: '9876543210' },
    field: 'firstName',
    lines: 'one',
  },
  {
    name: 'last name',
    schema: profileSchema,
    body: { firstName: 'Aarav', lastName: 'Sharma', phone: '9876543210', whatsApp: '9876543210' },
    field: 'lastName',
    lines: 'one',
  },
  { name: 'title', schema: rent, body: listing, field: 'propertyTitle', lines: 'one' },
  { name: 'address', schema: rent, body: listing, field: 'address', lines: 'one' },
  { name: 'description', schema: rent, body: listing, field: 'desc', lines: 'several' },
  { name: 'meeting name', schema: meetingSchema, body: meeting, field: 'name', lines: 'one' },
  {
    name: 'meeting message',
    schema: meetingSchema,
    body: meeting,
    field: 'message',
    lines: 'several',
  },
  {
    name: 'contact name',
    schema: contactSchema,
    body: {
      fullName: 'Kavita Rao',
      email: 'k@example.in',
      phone: '9876543210',
      message: 'Please call me about a flat.',
    },
    field: 'fullName',
    lines: 'one',
  },
  {
    name: 'review',
    schema: reviewSchema,
    body: { review: 'A perfectly fine place to live.' },
    field: 'review',
    lines: 'several',
  },
  {
    name: 'testimonial name',
    schema: testimonialSchema,
    body: { name: 'Neha', review: 'Great service here.', rating: 5 },
    field: 'name',
    lines: 'one',
  },
  {
    name: 'report details',
    schema: reportPropertySchema,
    body: { reason: 'Asked for money before a visit', details: 'Wanted a token first.' },
    field: 'details',
    lines: 'several',
  },
];

const parsed = (schema: z.ZodType, body: unknown) => schema.safeParse(body);

describe('normaliseText', () => {
  it('leaves no invisible character, is in NFKC, and applying it again changes nothing, whatever the text', () => {
    fc.assert(
      fc.property(
        // Any code points, with invisible ones mixed in between (and so between a letter
        // and its combining mark).
        fc
          .array(fc.oneof(invisible, fc.string({ unit: 'binary', maxLength: 3 })), {
            maxLength: 20,
          })
          .map((parts) => parts.join('')),
        (text) => {
          for (const normalise of [normaliseText, normaliseLines]) {
            const once = normalise(text);
            expect(once).not.toMatch(/\p{Default_Ignorable_Code_Point}/u);
            expect(once.normalize('NFKC')).toBe(once);
            expect(normalise(once)).toBe(once);
          }
        },
      ),
    );
  }, 20_000);

  it('reads fullwidth and styled letters as the plain ones, and Hindi as it is', () => {
    expect(normaliseText('ｆｌａｔ')).toBe('flat');
    expect(normaliseText('𝐟𝐥𝐚𝐭')).toBe('flat');
    expect(normaliseText('f\u200Bl\u200Ba\u200Bt')).toBe('flat');
    expect(normaliseText('\u202Eevil')).toBe('evil');
    expect(normaliseText('रायपुर में फ़्लैट')).toBe('रायपुर में फ़्लैट'.normalize('NFKC'));
  });

  it('turns every kind of line break into one LF in text of several lines', () => {
    expect(normaliseLines('a\r\nb\rc\u2028d\u2029e\u0085f')).toBe('a\nb\nc\nd\ne\nf');
  });
});

describe('text people write', () => {
  for (const { name, schema, body, field, lines } of WRITTEN) {
    it(`${name}: invisible characters anywhere are removed, whatever they are`, () => {
      const clean = parsed(schema, body);
      expect(clean.success).toBe(true);
      const expected = (clean.data as Record<string, unknown>)[field];
      fc.assert(
        fc.property(withInvisibles(String(body[field])), (text) => {
          const result = parsed(schema, { ...body, [field]: text });
          expect(result.error?.issues).toBeUndefined();
          expect((result.data as Record<string, unknown>)[field]).toBe(expected);
        }),
      );
    });

    it(`${name}: a control character inside is refused${lines === 'several' ? ' (line breaks and tabs are kept)' : ', line breaks and tabs too'}`, () => {
      const text = String(body[field]);
      const middle = text.indexOf(' ');
      for (const control of [...CONTROLS, '\u2028', '\u2029']) {
        if (control === '\0') continue; // the server refuses NUL in every part before any schema
        const withControl = `${text.slice(0, middle)}${control}${text.slice(middle + 1)}`;
        const kept =
          lines === 'several' && ['\t', '\n', '\r', '\u0085', '\u2028', '\u2029'].includes(control);
        const messages = messagesOf(schema, { ...body, [field]: withControl });
        if (kept) expect(messages, JSON.stringify(control)).toEqual({});
        else
          expect(messages[field], JSON.stringify(control)).toBe(
            lines === 'one' ? MSG.textOneLine : MSG.textControl,
          );
      }
    });
  }

  it('a name of fillers or zero-width spaces alone is empty, and asked for', () => {
    for (const blank of ['\u3164\u3164\u3164', '\u200B\u200B\u200B\u200B', '\u115F\u1160\uFFA0']) {
      expect(messagesOf(firstName, blank)._).toBe(MSG.firstNameRequired);
      expect(messagesOf(lastName, blank)._).toBe(MSG.lastNameRequired);
    }
  });

  it('a name padded out with invisible characters is counted as what shows', () => {
    expect(messagesOf(firstName, 'A\u200B\u200B\u200Bb')._).toBe(MSG.firstNameMin);
  });

  it('a reject reason is read the same way', () => {
    expect(decisionReason.parse('The photos\u200B are not\u202E of this flat.')).toBe(
      'The photos are not of this flat.',
    );
    expect(messagesOf(decisionReason, 'The photos are\u0007 not of this flat.')._).toBe(
      MSG.textControl,
    );
  });
});

describe('search text', () => {
  const SCHEMAS = [searchQuerySchema, propertyListQuerySchema, reviewQueueQuerySchema];

  it('is read without its invisible characters and in NFKC, by every list and by the page', () => {
    fc.assert(
      fc.property(withInvisibles('flat in raipur'), fc.boolean(), (text, fullwidth) => {
        const typed = fullwidth
          ? text.replace(/[a-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0))
          : text;
        for (const schema of SCHEMAS) {
          expect((schema.parse({ search: typed }) as { search: string }).search).toBe(
            'flat in raipur',
          );
        }
        expect(readSearchParam('search', typed)).toBe('flat in raipur');
      }),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  contactSchema,
  meetingSchema,
  reviewSchema,
  savePropertySchema,
  testimonialSchema,
  testimonialUpdateSchema,
  todayInIndia,
} from './engagement';
import { MSG } from './messages';
import { messagesOf, accepted, without } from './test-support';

/** Freeze the clock (only Date) at an instant. */
function nowIs(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const USER_ID = '7f1b6a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const PROPERTY_ID = '0b9e8d7c-6f5a-4b3c-9d2e-1f0a9b8c7d6e';

/** Midday of 1 March 2026 in India. */
const NOON_IN_INDIA = '2026-03-01T06:30:00Z';

const validMeeting = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  date: '2026-03-10',
  time: '10:30',
  message: 'I would like to see the office on a weekday morning.',
};

const validContact = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  message: 'Please call me about listing my flat in Raipur.',
};

const validTestimonial = {
  name: 'Asha',
  review: 'Found a flat in Bilaspur within a week.',
  rating: 5,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the messages quoted by docs/product.md §5 for engagement', () => {
  it("spells 'Date cannot be in the past' and the rating messages exactly", () => {
    expect(MSG.datePast).toBe('Date cannot be in the past');
    expect(MSG.ratingMin).toBe('Rating must be at least 1');
    expect(MSG.ratingMax).toBe('Rating must be at most 5');
  });
});

describe("today's date in India (todayInIndia)", () => {
  it('is still 1 March at 23:59:59 India time (18:29:59 UTC)', () => {
    expect(todayInIndia(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
  });

  it('is already 2 March at midnight India time (18:30 UTC on 1 March)', () => {
    expect(todayInIndia(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });

  it('is 2 March at 19:00 UTC on 1 March', () => {
    expect(todayInIndia(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  });

  it('reads the clock when no instant is given', () => {
    nowIs('2026-12-31T18:30:00Z');
    expect(todayInIndia()).toBe('2027-01-01');
  });
});

describe('meeting form (meetingSchema)', () => {
  beforeEach(() => nowIs(NOON_IN_INDIA));

  it('a complete meeting request is accepted (e-mail lowercased)', () => {
    expect(accepted(meetingSchema, { ...validMeeting, email: 'Asha@Example.com' })).toEqual(
      validMeeting,
    );
  });

  it('an empty meeting form shows the required message on every field', () => {
    expect(messagesOf(meetingSchema, {})).toEqual({
      name: MSG.nameRequired,
      email: MSG.emailRequired,
      phone: MSG.phoneRequired,
      date: MSG.dateRequired,
      time: MSG.timeRequired,
      message: MSG.messageRequired,
    });
  });

  describe('name', () => {
    it(`a missing name is rejected with '${MSG.nameRequired}'`, () => {
      expect(messagesOf(meetingSchema, without(validMeeting, 'name')).name).toBe(MSG.nameRequired);
    });

    it(`a name of spaces only is rejected with '${MSG.nameRequired}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, name: '     ' }).name).toBe(
        MSG.nameRequired,
      );
    });

    it(`a name of 4 characters is rejected with '${MSG.nameMin}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, name: 'Asha' }).name).toBe(MSG.nameMin);
    });

    it('a name of 5 characters is accepted', () => {
      expect(accepted(meetingSchema, { ...validMeeting, name: 'Ashas' }).name).toBe('Ashas');
    });

    it(`a name of 50 characters is accepted and one of 51 is rejected with '${MSG.nameMax}'`, () => {
      expect(accepted(meetingSchema, { ...validMeeting, name: 'n'.repeat(50) }).name).toBe(
        'n'.repeat(50),
      );
      expect(messagesOf(meetingSchema, { ...validMeeting, name: 'n'.repeat(51) }).name).toBe(
        MSG.nameMax,
      );
    });
  });

  describe('e-mail and phone', () => {
    it(`an invalid e-mail is rejected with '${MSG.emailInvalid}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, email: 'asha@' }).email).toBe(
        MSG.emailInvalid,
      );
    });

    it(`a phone starting with 5 is rejected with '${MSG.phoneInvalid}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, phone: '5876543210' }).phone).toBe(
        MSG.phoneInvalid,
      );
    });

    it(`a missing phone is rejected with '${MSG.phoneRequired}'`, () => {
      expect(messagesOf(meetingSchema, without(validMeeting, 'phone')).phone).toBe(
        MSG.phoneRequired,
      );
    });
  });

  describe('date', () => {
    it(`a missing date is rejected with '${MSG.dateRequired}'`, () => {
      expect(messagesOf(meetingSchema, without(validMeeting, 'date')).date).toBe(MSG.dateRequired);
    });

    it(`an empty date is rejected with '${MSG.dateRequired}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, date: '' }).date).toBe(MSG.dateRequired);
    });

    it('a date in the past is rejected with "Date cannot be in the past"', () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, date: '2026-02-28' }).date).toBe(
        MSG.datePast,
      );
    });

    it('a date years in the past is rejected with "Date cannot be in the past"', () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, date: '1999-12-31' }).date).toBe(
        MSG.datePast,
      );
    });

    it('today in India is accepted', () => {
      expect(accepted(meetingSchema, { ...validMeeting, date: '2026-03-01' }).date).toBe(
        '2026-03-01',
      );
    });

    it('tomorrow is accepted', () => {
      expect(accepted(meetingSchema, { ...validMeeting, date: '2026-03-02' }).date).toBe(
        '2026-03-02',
      );
    });

    it("at 19:00 UTC on 1 March it is already 2 March in India, so '2026-03-01' is in the past", () => {
      nowIs('2026-03-01T19:00:00Z');
      expect(messagesOf(meetingSchema, { ...validMeeting, date: '2026-03-01' }).date).toBe(
        MSG.datePast,
      );
      expect(accepted(meetingSchema, { ...validMeeting, date: '2026-03-02' }).date).toBe(
        '2026-03-02',
      );
    });

    it("at 23:59:59 in India (18:29:59 UTC) '2026-03-01' is still today and accepted", () => {
      nowIs('2026-03-01T18:29:59Z');
      expect(accepted(meetingSchema, { ...validMeeting, date: '2026-03-01' }).date).toBe(
        '2026-03-01',
      );
    });

    it("at 00:30 in India on 1 March (still 28 February in UTC) '2026-02-28' is already in the past", () => {
      nowIs('2026-02-28T19:00:00Z');
      expect(accepted(meetingSchema, { ...validMeeting, date: '2026-03-01' }).date).toBe(
        '2026-03-01',
      );
      expect(messagesOf(meetingSchema, { ...validMeeting, date: '2026-02-28' }).date).toBe(
        MSG.datePast,
      );
    });

    for (const date of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-03-00',
    ]) {
      it(`the impossible date '${date}' is rejected with '${MSG.dateInvalid}'`, () => {
        expect(messagesOf(meetingSchema, { ...validMeeting, date }).date).toBe(MSG.dateInvalid);
      });
    }

    it(`the impossible past date '2025-02-30' is rejected with '${MSG.dateInvalid}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, date: '2025-02-30' }).date).toBe(
        MSG.dateInvalid,
      );
    });

    it('29 February of a leap year is accepted', () => {
      expect(accepted(meetingSchema, { ...validMeeting, date: '2028-02-29' }).date).toBe(
        '2028-02-29',
      );
    });

    for (const date of ['10/03/2026', '2026-3-10', '20260310', '2026-03-10T10:00', 'tomorrow']) {
      it(`the date '${date}' in another format is rejected with '${MSG.dateInvalid}'`, () => {
        expect(messagesOf(meetingSchema, { ...validMeeting, date }).date).toBe(MSG.dateInvalid);
      });
    }
  });

  describe('time', () => {
    it(`a missing time is rejected with '${MSG.timeRequired}'`, () => {
      expect(messagesOf(meetingSchema, without(validMeeting, 'time')).time).toBe(MSG.timeRequired);
    });

    it(`an empty time is rejected with '${MSG.timeRequired}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, time: '' }).time).toBe(MSG.timeRequired);
    });

    for (const time of ['08:00', '09:05', '12:00', '19:59', '20:00']) {
      it(`the time '${time}' is accepted`, () => {
        expect(accepted(meetingSchema, { ...validMeeting, time }).time).toBe(time);
      });
    }

    it('a time with seconds is kept to the minute', () => {
      expect(accepted(meetingSchema, { ...validMeeting, time: '10:30:45' }).time).toBe('10:30');
      expect(accepted(meetingSchema, { ...validMeeting, time: '20:00:00' }).time).toBe('20:00');
    });

    for (const time of ['24:00', '23:60', '9:30', '10:5', '10:30 AM', '1030', 'noon']) {
      it(`the time '${time}' is rejected with '${MSG.timeInvalid}'`, () => {
        expect(messagesOf(meetingSchema, { ...validMeeting, time }).time).toBe(MSG.timeInvalid);
      });
    }

    for (const time of ['00:00', '07:59', '07:59:59', '20:00:01', '20:01', '23:59']) {
      it(`the time '${time}', outside 08:00 to 20:00, is rejected with '${MSG.timeOutsideHours}'`, () => {
        expect(messagesOf(meetingSchema, { ...validMeeting, time }).time).toBe(
          MSG.timeOutsideHours,
        );
      });
    }

    it('every minute of the day is accepted exactly from 08:00 to 20:00, and never otherwise', () => {
      const refused: string[] = [];
      for (let minute = 0; minute < 24 * 60; minute++) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const message = meetingSchema.shape.time.safeParse(time).error?.issues[0]?.message;
        if (message) {
          expect(message, time).toBe(MSG.timeOutsideHours);
          refused.push(time);
        }
      }
      // 00:00–07:59 and 20:01–23:59.
      expect(refused).toHaveLength(8 * 60 + (4 * 60 - 1));
      expect(refused).not.toContain('08:00');
      expect(refused).not.toContain('20:00');
      expect(refused).toContain('07:59');
      expect(refused).toContain('20:01');
    });

    it("the API document's pattern for the time accepts exactly what the schema does, to the second", () => {
      const documented = z.toJSONSchema(meetingSchema, { io: 'input' }).properties?.time;
      const pattern = new RegExp((documented as { pattern: string }).pattern, 'u');
      const differs: string[] = [];
      for (let second = 0; second < 24 * 3600; second += 1) {
        const [h, m, s] = [second / 3600, (second % 3600) / 60, second % 60].map((part) =>
          String(Math.floor(part)).padStart(2, '0'),
        );
        for (const time of s === '00' ? [`${h}:${m}`, `${h}:${m}:${s}`] : [`${h}:${m}:${s}`]) {
          if (pattern.test(time) !== meetingSchema.shape.time.safeParse(time).success) {
            differs.push(time);
          }
        }
      }
      expect(differs).toEqual([]);
    });
  });

  describe('message', () => {
    it(`a missing message is rejected with '${MSG.messageRequired}'`, () => {
      expect(messagesOf(meetingSchema, without(validMeeting, 'message')).message).toBe(
        MSG.messageRequired,
      );
    });

    it(`a message of 9 characters is rejected with '${MSG.messageMin}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, message: 'm'.repeat(9) }).message).toBe(
        MSG.messageMin,
      );
    });

    it('a message of 10 and of 400 characters is accepted', () => {
      expect(accepted(meetingSchema, { ...validMeeting, message: 'm'.repeat(10) }).message).toBe(
        'm'.repeat(10),
      );
      expect(accepted(meetingSchema, { ...validMeeting, message: 'm'.repeat(400) }).message).toBe(
        'm'.repeat(400),
      );
    });

    it(`a message of 401 characters is rejected with '${MSG.messageMax}'`, () => {
      expect(messagesOf(meetingSchema, { ...validMeeting, message: 'm'.repeat(401) }).message).toBe(
        MSG.messageMax,
      );
    });
  });
});

describe('contact form (contactSchema)', () => {
  it('a complete contact message is accepted', () => {
    expect(accepted(contactSchema, validContact)).toEqual(validContact);
  });

  it('an empty contact form shows the required message on every field', () => {
    expect(messagesOf(contactSchema, {})).toEqual({
      fullName: MSG.fullNameRequired,
      email: MSG.emailRequired,
      phone: MSG.phoneRequired,
      message: MSG.messageRequired,
    });
  });

  it(`a full name of spaces only is rejected with '${MSG.fullNameRequired}'`, () => {
    expect(messagesOf(contactSchema, { ...validContact, fullName: '      ' }).fullName).toBe(
      MSG.fullNameRequired,
    );
  });

  it(`a full name of 4 characters is rejected with '${MSG.fullNameMin}'`, () => {
    expect(messagesOf(contactSchema, { ...validContact, fullName: 'Asha' }).fullName).toBe(
      MSG.fullNameMin,
    );
  });

  it('a full name of 5 characters is accepted', () => {
    expect(accepted(contactSchema, { ...validContact, fullName: 'A Rao' }).fullName).toBe('A Rao');
  });

  it(`a full name of 50 characters is accepted and one of 51 is rejected with '${MSG.fullNameMax}'`, () => {
    expect(accepted(contactSchema, { ...validContact, fullName: 'f'.repeat(50) }).fullName).toBe(
      'f'.repeat(50),
    );
    expect(messagesOf(contactSchema, { ...validContact, fullName: 'f'.repeat(51) }).fullName).toBe(
      MSG.fullNameMax,
    );
  });

  it(`an invalid e-mail is rejected with '${MSG.emailInvalid}'`, () => {
    expect(messagesOf(contactSchema, { ...validContact, email: 'asha.example.com' }).email).toBe(
      MSG.emailInvalid,
    );
  });

  it(`an 11-digit phone is rejected with '${MSG.phoneInvalid}'`, () => {
    expect(messagesOf(contactSchema, { ...validContact, phone: '98765432100' }).phone).toBe(
      MSG.phoneInvalid,
    );
  });

  it(`a message of 9 characters is rejected with '${MSG.messageMin}'`, () => {
    expect(messagesOf(contactSchema, { ...validContact, message: 'm'.repeat(9) }).message).toBe(
      MSG.messageMin,
    );
  });

  it('a message of 10 characters is accepted', () => {
    expect(accepted(contactSchema, { ...validContact, message: 'm'.repeat(10) }).message).toBe(
      'm'.repeat(10),
    );
  });

  it('a message of 400 characters is accepted', () => {
    expect(accepted(contactSchema, { ...validContact, message: 'm'.repeat(400) }).message).toBe(
      'm'.repeat(400),
    );
  });

  it(`a message of 401 characters is rejected with '${MSG.messageMax}'`, () => {
    expect(messagesOf(contactSchema, { ...validContact, message: 'm'.repeat(401) }).message).toBe(
      MSG.messageMax,
    );
  });

  it('a message of 9 characters padded with spaces is still too short', () => {
    expect(
      messagesOf(contactSchema, { ...validContact, message: `   ${'m'.repeat(9)}   ` }).message,
    ).toBe(MSG.messageMin);
  });
});

describe('review form (reviewSchema)', () => {
  it(`a missing review is rejected with '${MSG.reviewRequired}'`, () => {
    expect(messagesOf(reviewSchema, {}).review).toBe(MSG.reviewRequired);
  });

  it(`a review of spaces only is rejected with '${MSG.reviewRequired}'`, () => {
    expect(messagesOf(reviewSchema, { review: '          ' }).review).toBe(MSG.reviewRequired);
  });

  it(`a review of 9 characters is rejected with '${MSG.reviewMin}'`, () => {
    expect(messagesOf(reviewSchema, { review: 'r'.repeat(9) }).review).toBe(MSG.reviewMin);
  });

  it('a review of 10 characters is accepted', () => {
    expect(accepted(reviewSchema, { review: 'r'.repeat(10) }).review).toBe('r'.repeat(10));
  });

  it('a review of 400 characters is accepted', () => {
    expect(accepted(reviewSchema, { review: 'r'.repeat(400) }).review).toBe('r'.repeat(400));
  });

  it(`a review of 401 characters is rejected with '${MSG.reviewMax}'`, () => {
    expect(messagesOf(reviewSchema, { review: 'r'.repeat(401) }).review).toBe(MSG.reviewMax);
  });

  it('spaces around a review are trimmed', () => {
    expect(accepted(reviewSchema, { review: '  Lovely place!  ' }).review).toBe('Lovely place!');
  });
});

describe('testimonial form (testimonialSchema)', () => {
  it('a complete testimonial is accepted', () => {
    expect(accepted(testimonialSchema, validTestimonial)).toEqual(validTestimonial);
  });

  it('an empty testimonial form shows the required message on every field', () => {
    expect(messagesOf(testimonialSchema, {})).toEqual({
      name: MSG.testimonialNameRequired,
      review: MSG.reviewRequired,
      rating: MSG.ratingRequired,
    });
  });

  it(`a name of 2 characters is rejected with '${MSG.testimonialNameMin}'`, () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, name: 'As' }).name).toBe(
      MSG.testimonialNameMin,
    );
  });

  it('a name of 3 characters is accepted', () => {
    expect(accepted(testimonialSchema, { ...validTestimonial, name: 'Ash' }).name).toBe('Ash');
  });

  it('a name of 25 characters is accepted', () => {
    expect(accepted(testimonialSchema, { ...validTestimonial, name: 'n'.repeat(25) }).name).toBe(
      'n'.repeat(25),
    );
  });

  it(`a name of 26 characters is rejected with '${MSG.testimonialNameMax}'`, () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, name: 'n'.repeat(26) }).name).toBe(
      MSG.testimonialNameMax,
    );
  });

  it(`a name of spaces only is rejected with '${MSG.testimonialNameRequired}'`, () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, name: '   ' }).name).toBe(
      MSG.testimonialNameRequired,
    );
  });

  it(`a review of 9 characters is rejected with '${MSG.reviewMin}'`, () => {
    expect(
      messagesOf(testimonialSchema, { ...validTestimonial, review: 'r'.repeat(9) }).review,
    ).toBe(MSG.reviewMin);
  });

  it('a review of 10 and of 400 characters is accepted', () => {
    expect(
      accepted(testimonialSchema, { ...validTestimonial, review: 'r'.repeat(10) }).review,
    ).toBe('r'.repeat(10));
    expect(
      accepted(testimonialSchema, { ...validTestimonial, review: 'r'.repeat(400) }).review,
    ).toBe('r'.repeat(400));
  });

  it(`a review of 401 characters is rejected with '${MSG.reviewMax}'`, () => {
    expect(
      messagesOf(testimonialSchema, { ...validTestimonial, review: 'r'.repeat(401) }).review,
    ).toBe(MSG.reviewMax);
  });

  it("a rating of 0 is rejected with 'Rating must be at least 1'", () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, rating: 0 }).rating).toBe(
      MSG.ratingMin,
    );
  });

  it("a negative rating is rejected with 'Rating must be at least 1'", () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, rating: -3 }).rating).toBe(
      MSG.ratingMin,
    );
  });

  for (const rating of [1, 2, 3, 4, 5]) {
    it(`a rating of ${rating} is accepted`, () => {
      expect(accepted(testimonialSchema, { ...validTestimonial, rating }).rating).toBe(rating);
    });
  }

  it("a rating of 6 is rejected with 'Rating must be at most 5'", () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, rating: 6 }).rating).toBe(
      MSG.ratingMax,
    );
  });

  for (const rating of [2.5, 4.9, 0.5]) {
    it(`a rating of ${rating} is rejected with '${MSG.ratingWhole}'`, () => {
      expect(messagesOf(testimonialSchema, { ...validTestimonial, rating }).rating).toBe(
        MSG.ratingWhole,
      );
    });
  }

  it(`a missing rating is rejected with '${MSG.ratingRequired}'`, () => {
    expect(messagesOf(testimonialSchema, without(validTestimonial, 'rating')).rating).toBe(
      MSG.ratingRequired,
    );
  });

  it(`an empty number input for rating (NaN) is rejected with '${MSG.ratingRequired}'`, () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, rating: Number.NaN }).rating).toBe(
      MSG.ratingRequired,
    );
  });

  it(`a rating sent as text is rejected with '${MSG.ratingRequired}'`, () => {
    expect(messagesOf(testimonialSchema, { ...validTestimonial, rating: '4' }).rating).toBe(
      MSG.ratingRequired,
    );
  });

  it("an update needs the testimonial's uuid (testimonialUpdateSchema)", () => {
    expect(accepted(testimonialUpdateSchema, { ...validTestimonial, _id: PROPERTY_ID })).toEqual({
      ...validTestimonial,
      _id: PROPERTY_ID,
    });
    expect(messagesOf(testimonialUpdateSchema, validTestimonial)._id).toBe('Invalid id');
    expect(messagesOf(testimonialUpdateSchema, { ...validTestimonial, _id: '7' })._id).toBe(
      'Invalid id',
    );
  });

  it('an update still applies the testimonial rules', () => {
    expect(
      messagesOf(testimonialUpdateSchema, { ...validTestimonial, _id: PROPERTY_ID, rating: 6 })
        .rating,
    ).toBe(MSG.ratingMax);
  });
});

describe('save and unsave (savePropertySchema)', () => {
  it('a property id and a user id that are uuids are accepted', () => {
    expect(accepted(savePropertySchema, { propertyId: PROPERTY_ID, userId: USER_ID })).toEqual({
      propertyId: PROPERTY_ID,
      userId: USER_ID,
    });
  });

  for (const bad of ['1', '', 'abc', '0b9e8d7c6f5a4b3c9d2e1f0a9b8c7d6e', `${PROPERTY_ID} `, 42]) {
    it(`a property id ${JSON.stringify(bad)} is rejected with 'Invalid id'`, () => {
      expect(messagesOf(savePropertySchema, { propertyId: bad, userId: USER_ID }).propertyId).toBe(
        'Invalid id',
      );
    });

    it(`a user id ${JSON.stringify(bad)} is rejected with 'Invalid id'`, () => {
      expect(messagesOf(savePropertySchema, { propertyId: PROPERTY_ID, userId: bad }).userId).toBe(
        'Invalid id',
      );
    });
  }

  it('missing ids are both rejected', () => {
    expect(messagesOf(savePropertySchema, {})).toEqual({
      propertyId: 'Invalid id',
      userId: 'Invalid id',
    });
  });
});

describe('meeting time with seconds', () => {
  it('accepts HH:MM:SS as a time input with a seconds step sends it', () => {
    const r = meetingSchema.safeParse({
      name: 'Rohit Kumar',
      email: 'rohit@example.in',
      phone: '9876543210',
      date: todayInIndia(),
      time: '10:30:15',
      message: 'I would like to visit the shop this week.',
    });
    expect(r.success).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatListingAmount,
  formatNumber,
  formatReviewTime,
  formatRupees,
  formatRupeesShort,
  formatTimeOfDay,
  timeOfDayOptions,
} from './format';

describe('rupee amounts (formatRupees)', () => {
  it('12,50,000 rupees read ₹12,50,000 (Indian digit grouping)', () => {
    expect(formatRupees(1250000)).toBe('₹12,50,000');
  });

  it('small and large sums group in lakhs and crores', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(50000)).toBe('₹50,000');
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
  });

  it('paise are rounded away', () => {
    expect(formatRupees(1250000.4)).toBe('₹12,50,000');
    expect(formatRupees(999.5)).toBe('₹1,000');
  });
});

describe('short rupee amounts (formatRupeesShort)', () => {
  it('50,000 rupees stay exact: ₹50,000', () => {
    expect(formatRupeesShort(50000)).toBe('₹50,000');
  });

  it('99,999 rupees stay exact: ₹99,999', () => {
    expect(formatRupeesShort(99999)).toBe('₹99,999');
  });

  it('1 lakh reads ₹1 Lakh', () => {
    expect(formatRupeesShort(100000)).toBe('₹1 Lakh');
  });

  it('45 lakh reads ₹45 Lakh', () => {
    expect(formatRupeesShort(4500000)).toBe('₹45 Lakh');
  });

  it('1.5 lakh reads ₹1.5 Lakh (no trailing zero)', () => {
    expect(formatRupeesShort(150000)).toBe('₹1.5 Lakh');
  });

  it('12.34 lakh reads ₹12.34 Lakh', () => {
    expect(formatRupeesShort(1234000)).toBe('₹12.34 Lakh');
  });

  it('1 crore reads ₹1 Cr', () => {
    expect(formatRupeesShort(10000000)).toBe('₹1 Cr');
  });

  it('1.25 crore reads ₹1.25 Cr', () => {
    expect(formatRupeesShort(12500000)).toBe('₹1.25 Cr');
  });

  it('10 and 100 crore keep their zeros before the point: ₹10 Cr, ₹100 Cr', () => {
    expect(formatRupeesShort(100000000)).toBe('₹10 Cr');
    expect(formatRupeesShort(1000000000)).toBe('₹100 Cr');
  });
});

describe('review timestamps (formatReviewTime)', () => {
  it('read in long US English with seconds', () => {
    expect(formatReviewTime('2026-01-05T15:04:05Z', 'UTC')).toBe('January 5, 2026 at 3:04:05 PM');
  });

  it('show morning times with AM and midnight as 12', () => {
    expect(formatReviewTime('2026-11-30T00:00:09Z', 'UTC')).toBe(
      'November 30, 2026 at 12:00:09 AM',
    );
  });

  it('are shown in the time zone asked for', () => {
    expect(formatReviewTime('2026-01-05T15:04:05Z', 'Asia/Kolkata')).toBe(
      'January 5, 2026 at 8:34:05 PM',
    );
    expect(formatReviewTime('2026-01-05T20:00:00Z', 'Asia/Kolkata')).toBe(
      'January 6, 2026 at 1:30:00 AM',
    );
  });

  it("use the reader's own time zone when none is given", () => {
    const iso = '2026-07-04T10:20:30Z';
    const expected = new Date(iso).toLocaleString('en-US', {
      dateStyle: 'long',
      timeStyle: 'medium',
    });
    expect(formatReviewTime(iso)).toBe(expected);
    expect(formatReviewTime(iso)).toMatch(/^July [345], 2026 at \d{1,2}:\d{2}:30 [AP]M$/);
  });
});

describe('short rupees at the lakh/crore boundary', () => {
  it('reads ₹99,99,999 as ₹1 Cr rather than ₹100 Lakh', () => {
    expect(formatRupeesShort(9_999_999)).toBe('₹1 Cr');
    expect(formatRupeesShort(9_900_000)).toBe('₹99 Lakh');
  });
});

describe('the amount a listing leads with (formatListingAmount)', () => {
  it('is the price of a sale or plot, and the rent a month otherwise', () => {
    expect(formatListingAmount({ price: 1250000, rent: null })).toBe('₹12,50,000');
    expect(formatListingAmount({ price: null, rent: 12000 })).toBe('₹12,000/month');
    expect(formatListingAmount({ price: null, rent: null })).toBeNull();
  });
});

describe('formats in Hindi', () => {
  it('group rupees and numbers the Indian way, with Western digits', () => {
    expect(formatRupees(1250000, 'hi')).toBe('₹12,50,000');
    expect(formatRupees(12500000, 'hi')).toBe('₹1,25,00,000');
    expect(formatNumber(1000000, 'hi')).toBe('10,00,000');
    expect(formatNumber(1000000)).toBe('10,00,000');
  });

  it('say lakh and crore in Hindi', () => {
    expect(formatRupeesShort(4500000, 'hi')).toBe('₹45 लाख');
    expect(formatRupeesShort(12500000, 'hi')).toBe('₹1.25 करोड़');
    expect(formatRupeesShort(9_999_999, 'hi')).toBe('₹1 करोड़');
    expect(formatRupeesShort(50000, 'hi')).toBe('₹50,000');
  });

  it('write dates and review times in Hindi, and in Indian English otherwise', () => {
    expect(formatDate('2026-01-05T10:00:00Z', 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '5 January 2026',
    );
    expect(formatDate('2026-01-05T10:00:00Z', 'hi', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '5 जनवरी 2026',
    );
    expect(formatReviewTime('2026-01-05T15:04:05Z', 'UTC', 'hi')).toBe(
      '5 जनवरी 2026 को दोपहर 3:04:05 बजे',
    );
    expect(formatReviewTime('2026-01-05T15:04:05Z', 'UTC', 'en')).toBe(
      'January 5, 2026 at 3:04:05 PM',
    );
  });
});

describe('times of day (formatTimeOfDay, timeOfDayOptions)', () => {
  const at = (hours: number, minutes: number) => new Date(Date.UTC(2026, 0, 5, hours, minutes));

  it('read as Indian English and as Hindi people write them', () => {
    expect(formatTimeOfDay(10, 30, 'en')).toBe('10:30 am');
    expect(formatTimeOfDay(17, 5, 'en')).toBe('5:05 pm');
    expect(formatTimeOfDay(6, 0, 'hi')).toBe('सुबह 6:00');
    expect(formatTimeOfDay(17, 5, 'hi')).toBe('शाम 5:05');
  });

  it('in Hindi, hold no Latin letter at any minute of the day, in any form that carries a time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (hours, minutes) => {
          const shown = [
            formatTimeOfDay(hours, minutes, 'hi'),
            formatReviewTime(at(hours, minutes).toISOString(), 'UTC', 'hi'),
            formatDate(at(hours, minutes), 'hi', {
              ...timeOfDayOptions('hi'),
              day: 'numeric',
              month: 'short',
              timeZone: 'UTC',
            }),
          ];
          for (const text of shown) expect(text).not.toMatch(/[A-Za-z]/);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { updatedLabel } from '@basera/contract';
import { createI18n } from '@/i18n/create-i18n';

/** The card's words for freshness are the contract's updatedLabel, in English exactly. */
describe('freshness words', () => {
  it('read as the contract says in English, and in Hindi in Hindi', async () => {
    const en = await createI18n('en');
    const hi = await createI18n('hi');
    const now = new Date('2026-03-10T12:00:00Z');
    for (const days of [0, 1, 2, 3, 30]) {
      const then = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      const key =
        days === 0
          ? 'card.updatedToday'
          : days === 1
            ? 'card.updatedYesterday'
            : 'card.updatedDaysAgo';
      expect(en.t(key, { count: days })).toBe(updatedLabel(then, now));
      expect(hi.t(key, { count: days })).toMatch(/अपडेट/);
    }
  });
});

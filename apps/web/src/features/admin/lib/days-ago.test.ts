import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '@/i18n/create-i18n';
import { daysAgo, formatDate, formatDateTime } from './days-ago';

const now = new Date('2026-03-12T10:00:00Z');
let en: TFunction;
let hi: TFunction;

beforeAll(async () => {
  const english = await createI18n('en');
  const hindi = await createI18n('hi');
  await Promise.all([english.loadNamespaces('admin'), hindi.loadNamespaces('admin')]);
  en = english.t;
  hi = hindi.t;
});

describe('how long a listing has waited', () => {
  it('reads today, yesterday, then in days', () => {
    expect(daysAgo(en, '2026-03-12T08:00:00Z', now)).toBe('today');
    expect(daysAgo(en, '2026-03-11T09:00:00Z', now)).toBe('yesterday');
    expect(daysAgo(en, '2026-03-09T10:00:00Z', now)).toBe('3 days ago');
  });

  it('reads the same in Hindi', () => {
    expect(daysAgo(hi, '2026-03-12T08:00:00Z', now)).toBe('आज');
    expect(daysAgo(hi, '2026-03-11T09:00:00Z', now)).toBe('कल');
    expect(daysAgo(hi, '2026-03-09T10:00:00Z', now)).toBe('3 दिन पहले');
  });

  it('is never in the future', () => {
    expect(daysAgo(en, '2026-03-13T10:00:00Z', now)).toBe('today');
  });

  it('gives the day in India', () => {
    expect(formatDate('2026-03-11T20:00:00Z')).toBe('12 Mar 2026');
    expect(formatDateTime('2026-03-11T20:00:00Z')).toBe('12 Mar 2026, 1:30 am');
  });

  it('writes dates and times the Hindi way in Hindi', () => {
    expect(formatDate('2026-03-11T20:00:00Z', 'hi')).toMatch(/^12 मार्च? 2026$/);
    expect(formatDateTime('2026-03-11T20:00:00Z', 'hi')).toMatch(/^12 मार्च? 2026, रात 1:30$/);
    expect(formatDateTime('2026-03-12T10:35:00Z', 'hi')).toMatch(/^12 मार्च? 2026, शाम 4:05$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  afterPageLoad,
  ASK_AGAIN_AFTER_MS,
  NEW_VISIT_AFTER_MS,
  parseVisitLog,
  shouldOfferInstall,
} from './visits';

const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

describe('counting visits', () => {
  it('counts the first page load as the first visit', () => {
    expect(afterPageLoad(null, T0)).toEqual({ count: 1, lastLoadAt: T0 });
  });

  it('counts loads within 30 minutes of the previous one as the same visit', () => {
    let log = afterPageLoad(null, T0);
    for (let minute = 20; minute <= 200; minute += 20)
      log = afterPageLoad(log, T0 + minute * MINUTE);
    expect(log.count).toBe(1);
  });

  it('counts a load more than 30 minutes after the previous one as a new visit', () => {
    const first = afterPageLoad(null, T0);
    expect(afterPageLoad(first, T0 + NEW_VISIT_AFTER_MS).count).toBe(1);
    expect(afterPageLoad(first, T0 + NEW_VISIT_AFTER_MS + 1).count).toBe(2);
  });

  it('reads back only a well-formed log', () => {
    expect(parseVisitLog(JSON.stringify({ count: 3, lastLoadAt: T0 }))).toEqual({
      count: 3,
      lastLoadAt: T0,
    });
    for (const raw of [null, '', 'x', '{"count":0,"lastLoadAt":1}', '{"count":2}', '[]']) {
      expect(parseVisitLog(raw)).toBeNull();
    }
  });
});

describe('offering installation', () => {
  const second = { count: 2, lastLoadAt: T0 };

  it('waits for the second visit', () => {
    const common = { dismissedAt: null, installed: false, now: T0 };
    expect(shouldOfferInstall({ ...common, visits: { count: 1, lastLoadAt: T0 } })).toBe(false);
    expect(shouldOfferInstall({ ...common, visits: second })).toBe(true);
  });

  it('never asks when already installed', () => {
    expect(
      shouldOfferInstall({ visits: second, dismissedAt: null, installed: true, now: T0 }),
    ).toBe(false);
  });

  it("asks again only 30 days after 'Not now'", () => {
    const offer = (now: number) =>
      shouldOfferInstall({ visits: second, dismissedAt: T0, installed: false, now });
    expect(offer(T0 + ASK_AGAIN_AFTER_MS - 1)).toBe(false);
    expect(offer(T0 + ASK_AGAIN_AFTER_MS)).toBe(true);
  });
});

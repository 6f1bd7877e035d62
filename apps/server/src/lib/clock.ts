import { readFileSync } from 'node:fs';

/** What time it is for the server's rules (freshness, decisions): one source, so tests can move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * The real time plus a number of milliseconds read from `offsetFile` at each call, so an
 * end-to-end test can move a running server's days forward. Never used in production
 * (config.ts refuses CLOCK_OFFSET_FILE there).
 */
export function offsetClock(offsetFile: string): Clock {
  return {
    now() {
      const offset = Number(readFileSync(offsetFile, 'utf8').trim() || '0');
      return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
    },
  };
}

/** A clock a test sets by hand. */
export function manualClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (time: Date) => {
      current = time.getTime();
    },
    advanceDays: (days: number) => {
      current += days * 24 * 60 * 60 * 1000;
    },
  };
}

/*
 * When to offer 'Add Basera to your home screen' (docs/product.md §2): from the second visit,
 * never when already installed, and not again for 30 days after 'Not now'. A visit is a page
 * load more than 30 minutes after the previous one, so moving around one session is one visit.
 */

export const NEW_VISIT_AFTER_MS = 30 * 60 * 1000;
export const ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;
export const VISITS_BEFORE_OFFER = 2;

export type VisitLog = { count: number; lastLoadAt: number };

/** The log after a page load at `now`. */
export function afterPageLoad(log: VisitLog | null, now: number): VisitLog {
  if (!log) return { count: 1, lastLoadAt: now };
  const newVisit = now - log.lastLoadAt > NEW_VISIT_AFTER_MS;
  return { count: newVisit ? log.count + 1 : log.count, lastLoadAt: now };
}

export function shouldOfferInstall(options: {
  visits: VisitLog;
  dismissedAt: number | null;
  installed: boolean;
  now: number;
}): boolean {
  const { visits, dismissedAt, installed, now } = options;
  if (installed || visits.count < VISITS_BEFORE_OFFER) return false;
  return dismissedAt === null || now - dismissedAt >= ASK_AGAIN_AFTER_MS;
}

/** A stored log, or null when there is none or it is not one. */
export function parseVisitLog(raw: string | null): VisitLog | null {
  if (!raw) return null;
  try {
    const { count, lastLoadAt } = JSON.parse(raw) as Partial<VisitLog>;
    if (!Number.isSafeInteger(count) || count! < 1) return null;
    if (typeof lastLoadAt !== 'number' || !Number.isFinite(lastLoadAt)) return null;
    return { count: count!, lastLoadAt };
  } catch {
    return null;
  }
}

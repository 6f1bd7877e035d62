import { IMAGE_LIMITS } from './constants';
import { MSG } from './messages';

/**
 * The photo-count rules of a listing, used by the photo forms and by the server (which counts
 * again inside its transaction). Each answers the message to show, or null when all is well.
 */

/** Adding `added` photos to `existing` stored ones: at least one, 4 to 8 in all. */
export function photoCountProblem(existing: number, added: number): string | null {
  if (added === 0) return MSG.imageRequired;
  const total = existing + added;
  const first = existing === 0;
  if (total < IMAGE_LIMITS.minOnUpload) return first ? MSG.imagesMinNew : MSG.imagesMinTotal;
  if (total > IMAGE_LIMITS.maxOnUpload) return first ? MSG.imagesMaxNew : MSG.imagesMaxTotal;
  return null;
}

/**
 * Removing one of `stored` photos, in any status: a listing never drops below 4, so a fifth
 * must be uploaded before one of four can go.
 */
export function photoRemovalProblem(stored: number): string | null {
  return stored - 1 < IMAGE_LIMITS.minOnUpload ? MSG.imageRemovalBlocked : null;
}

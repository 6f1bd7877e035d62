import { MSG, type PageQuery } from '@basera/contract';
import { selfUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { Forbidden, NotFound } from '../lib/errors';
import type { PropertyService } from '../properties/service';
import { closeOpenReviewReports } from './report-repository';
import { deleteReview, findReviewPlace, listReviews, saveReview } from './repository';

/**
 * Reviews are plain text (rendered as text, never HTML). One per person and listing: a second
 * replaces the first. A lister does not review their own listing. An author deletes their own;
 * the admin deletes any (docs/decisions/0029-one-review-per-person.md). Every change clears the
 * public cache: a listing's page kept there shows its reviews.
 */
export function createReviewService({ db, publicCache }: Deps, properties: PropertyService) {
  return {
    async add(caller: Caller | null, userId: string, propertyId: string, review: string) {
      selfUser(caller, userId);
      const listing = await properties.visibleProperty(caller, propertyId);
      if (listing.userId === userId) throw Forbidden(MSG.reviewOwnListing);
      const saved = await saveReview(db, { userId, propertyId, review });
      publicCache.invalidate();
      return {
        msg: saved.replaced ? MSG.reviewUpdated : MSG.reviewAdded,
        review: saved.review,
      };
    },
    async list(caller: Caller | null, propertyId: string, page: PageQuery) {
      await properties.visibleProperty(caller, propertyId);
      return listReviews(db, propertyId, page, caller?.kind === 'user' ? caller.id : null);
    },
    async remove(caller: Caller | null, reviewId: string) {
      const place = await findReviewPlace(db, reviewId);
      if (!place) throw NotFound(MSG.reviewNotFound);
      if (caller?.kind !== 'admin') selfUser(caller, place.userId);
      const deleted = await db.transaction(async (tx) => {
        // A report of it has nothing left to decide.
        await closeOpenReviewReports(tx, reviewId, 'removed');
        return deleteReview(tx, reviewId);
      });
      if (!deleted) throw NotFound(MSG.reviewNotFound);
      publicCache.invalidate();
      return { msg: MSG.reviewDeleted };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;

import { MSG, type PageQuery } from '@basera/contract';
import { selfUser, type Caller } from '../access/checks';
import type { Deps } from '../lib/deps';
import { NotFound } from '../lib/errors';
import type { PropertyService } from '../properties/service';
import { deleteReview, findReviewAuthor, insertReview, listReviews } from './repository';

/**
 * Reviews are plain text (rendered as text, never HTML); an author deletes only their own.
 * Every change clears the public cache: a listing's page kept there shows its reviews.
 */
export function createReviewService({ db, publicCache }: Deps, properties: PropertyService) {
  return {
    async add(caller: Caller | null, userId: string, propertyId: string, review: string) {
      selfUser(caller, userId);
      await properties.visibleProperty(caller, propertyId);
      const added = await insertReview(db, { userId, propertyId, review });
      publicCache.invalidate();
      return { msg: MSG.reviewAdded, review: added };
    },
    async list(caller: Caller | null, propertyId: string, page: PageQuery) {
      await properties.visibleProperty(caller, propertyId);
      return listReviews(db, propertyId, page);
    },
    async remove(caller: Caller | null, reviewId: string) {
      const author = await findReviewAuthor(db, reviewId);
      if (!author) throw NotFound('Review not found');
      selfUser(caller, author);
      await deleteReview(db, reviewId);
      publicCache.invalidate();
      return { msg: MSG.reviewDeleted };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;

import { IMAGE_LIMITS, type CampaignStatus, type PropertyType } from './constants';
import { MSG } from './messages';

/**
 * What an owner may do with a listing in each state (docs/product.md §4), used by the owner's
 * screens to offer a button and by the server to refuse the request.
 */

export type SubmitProblem = { reason: 'status' | 'photos'; message: string };

/** A Pending or Rejected listing with at least 4 photos can be sent for review. */
export function submitProblem(status: CampaignStatus, photos: number): SubmitProblem | null {
  if (status === 'Approve') return { reason: 'status', message: MSG.alreadyApproved };
  if (status === 'Submitted') return { reason: 'status', message: MSG.alreadySubmitted };
  if (photos < IMAGE_LIMITS.minOnUpload) return { reason: 'photos', message: MSG.imagesMinTotal };
  return null;
}

export const canSubmit = (status: CampaignStatus, photos: number) =>
  submitProblem(status, photos) === null;

/** Visits are asked for on commercial listings; the others show the lister's numbers. */
export const canScheduleMeeting = (type: PropertyType) => type === 'commercial';

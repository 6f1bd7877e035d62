import { IMAGE_LIMITS, MSG, photoCountProblem } from '@basera/contract';

/**
 * The photo form's checks on the files a user picks (docs/product.md §5), with the contract's
 * limits and messages; how many photos a listing may have is the contract's photoCountProblem.
 * Each check answers the message to show, or null when all is well.
 */

/**
 * What the file input offers: the photo formats by name (some phones' pickers go by names) and
 * any image by type. A HEIC file is offered because Safari decodes it, or hands it over as JPEG.
 */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.heic,.heif,.avif,image/*';

/**
 * One file, as it is chosen: the browser's type, when it gives one, must be an image. Whether
 * it is a photo the browser can decode, and its size, are settled as it is prepared
 * (prepare-photo.ts): a large photo is made smaller rather than turned away.
 */
export function fileProblem(file: Pick<File, 'type'>): string | null {
  if (file.type && !file.type.startsWith('image/')) return MSG.imageFormat;
  return null;
}

/**
 * Said before the user presses Upload, once the chosen files already take the listing past 8
 * photos: the contract's message for that count (the count rule itself is photoCountProblem).
 */
export function overLimitProblem(existing: number, selected: number): string | null {
  if (existing + selected <= IMAGE_LIMITS.maxOnUpload) return null;
  return photoCountProblem(existing, selected);
}

/** How many more files fit beside the existing ones. */
export function remainingSlots(existing: number, selected: number): number {
  return Math.max(0, IMAGE_LIMITS.maxOnUpload - existing - selected);
}

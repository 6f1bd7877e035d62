import { IMAGE_LIMITS, MSG, photoCountProblem } from '@basera/contract';

/**
 * The photo form's checks on the files a user picks (docs/product.md §5), with the contract's
 * limits and messages; how many photos a listing may have is the contract's photoCountProblem.
 * Each check answers the message to show, or null when all is well.
 */

const EXTENSIONS: readonly string[] = IMAGE_LIMITS.extensions;
const MIME_TYPES: readonly string[] = IMAGE_LIMITS.mimeTypes;

/** What the file input offers: '.jpg,.jpeg,.png'. */
export const IMAGE_ACCEPT = EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** 'JPG, JPEG or PNG' for sentences. */
export const IMAGE_FORMATS_LABEL = EXTENSIONS.map((ext) => ext.toUpperCase())
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** '1 MB' for sentences. */
export const IMAGE_MAX_SIZE_LABEL = `${IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** One file: jpg, jpeg or png (by name and, when the browser says, by type), at most 1 MB. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!EXTENSIONS.includes(extensionOf(file.name))) return MSG.imageFormat;
  if (file.type && !MIME_TYPES.includes(file.type)) return MSG.imageFormat;
  if (file.size > IMAGE_LIMITS.maxBytes) return MSG.imageSize;
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

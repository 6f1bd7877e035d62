import { IMAGE_LIMITS, MSG } from '@basera/contract';

/**
 * The photo rules of docs/product.md §5 in one place, with the contract's limits and messages (the
 * server enforces the same). Each check answers the message to show, or null when all is well.
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

/** A property without photos: 4 to 8 new ones. */
export function newSelectionProblem(selected: number): string | null {
  if (selected === 0) return MSG.imageRequired;
  if (selected < IMAGE_LIMITS.minOnUpload) return MSG.imagesMinNew;
  if (selected > IMAGE_LIMITS.maxOnUpload) return MSG.imagesMaxNew;
  return null;
}

/** Adding to a property's photos: existing plus new, 4 to 8, and at least one new file. */
export function editSelectionProblem(existing: number, selected: number): string | null {
  if (selected === 0) return MSG.imageRequired;
  const total = existing + selected;
  if (total < IMAGE_LIMITS.minOnUpload) return MSG.imagesMinTotal;
  if (total > IMAGE_LIMITS.maxOnUpload) return MSG.imagesMaxTotal;
  return null;
}

/** A count that is already over the limit is worth saying before the user presses Upload. */
export function overLimitProblem(existing: number, selected: number): string | null {
  if (existing + selected <= IMAGE_LIMITS.maxOnUpload) return null;
  return existing === 0 ? MSG.imagesMaxNew : MSG.imagesMaxTotal;
}

/** How many more files fit beside the existing ones. */
export function remainingSlots(existing: number, selected: number): number {
  return Math.max(0, IMAGE_LIMITS.maxOnUpload - existing - selected);
}

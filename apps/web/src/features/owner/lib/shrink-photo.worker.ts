import type { PhotoFormat } from './photo-shrinking';
import { shrinkImage, type ShrinkOutcome } from './shrink-image';

/*
 * The shrinking worker: decoding and encoding a 12-megapixel photo would hold the page's thread
 * for a second or more on a phone, so it happens here while the page keeps answering taps.
 */

export type ShrinkJob = { id: number; photo: Blob; format: PhotoFormat };
export type ShrinkReply = { id: number; outcome: ShrinkOutcome } | { id: number; failed: string };

self.addEventListener('message', (event: MessageEvent<ShrinkJob>) => {
  const { id, photo, format } = event.data;
  shrinkImage(photo, format).then(
    (outcome) => self.postMessage({ id, outcome } satisfies ShrinkReply),
    (error: unknown) => self.postMessage({ id, failed: String(error) } satisfies ShrinkReply),
  );
});

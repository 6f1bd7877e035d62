import { MSG } from '@basera/contract';
import { jpegName, photoFormatOf, type PhotoFormat } from './photo-shrinking';
import { shrinkImage, type ShrinkOutcome } from './shrink-image';
import type { ShrinkJob, ShrinkReply } from './shrink-photo.worker';

/**
 * A chosen file made ready for upload (docs/decisions/0014): a JPEG or PNG within the limits as
 * it is, any other photo the browser can decode as a JPEG of at most 1 MB and 2048 px, in a
 * worker where the browser has one. A file that is no photo, or one the browser cannot decode,
 * answers the message to show.
 */
export type PreparedPhoto = { file: File } | { problem: string };

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  try {
    return await prepare(file);
  } catch {
    // The file could not be read, or neither the worker nor the page could draw it: to the
    // owner, a photo this browser cannot use.
    return { problem: MSG.imageFormat };
  }
}

async function prepare(file: File): Promise<PreparedPhoto> {
  const format = photoFormatOf(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  if (!format) return { problem: MSG.imageFormat };
  const outcome = await shrink(file, format);
  switch (outcome.kind) {
    case 'kept':
      return { file };
    case 'shrunk':
      return {
        file: new File([outcome.jpeg], jpegName(file.name), {
          type: 'image/jpeg',
          lastModified: file.lastModified,
        }),
      };
    case 'undecodable':
      return { problem: MSG.imageFormat };
    case 'too-big':
      return { problem: MSG.imageSize };
  }
}

/** The worker failed to start, died, or could not draw: the page does the work instead. */
class WorkerUnavailable extends Error {}

/** undefined: not started yet; null: this browser has none that can draw, or it broke. */
let worker: Worker | null | undefined;
let nextJobId = 0;
const waiting = new Map<
  number,
  { resolve(outcome: ShrinkOutcome): void; reject(error: Error): void }
>();

function shrinkingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<ShrinkReply>) => {
    const reply = event.data;
    const job = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('outcome' in reply) job?.resolve(reply.outcome);
    else job?.reject(new WorkerUnavailable(reply.failed));
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    for (const job of waiting.values()) job.reject(new WorkerUnavailable('The worker stopped'));
    waiting.clear();
  });
  return worker;
}

function shrinkInWorker(
  shrinker: Worker,
  photo: Blob,
  format: PhotoFormat,
): Promise<ShrinkOutcome> {
  const id = nextJobId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    shrinker.postMessage({ id, photo, format } satisfies ShrinkJob);
  });
}

async function shrink(photo: Blob, format: PhotoFormat): Promise<ShrinkOutcome> {
  const shrinker = shrinkingWorker();
  if (shrinker) {
    try {
      return await shrinkInWorker(shrinker, photo, format);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
    }
  }
  return shrinkImage(photo, format);
}

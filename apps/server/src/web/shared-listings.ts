import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Property, PropertyPreview } from '@basera/contract';
import type { ImageStorage } from '../storage/storage';
import { HttpError } from '../lib/errors';
import { listingIdInPath, shareTags, type ImageSize, type SharedListing } from './share-tags';

type Log = { warn(object: object, message: string): void };

/**
 * Reads what a shared details link previews: the approved listing (reads by primary key,
 * through the public answer cache) and the size of its first photo, read from the stored
 * file's header. A stored photo never changes under its name, so sizes are kept for good.
 * Any failure (a missing file, the database) gives the site's own tags, never an error page.
 */
export function createSharedListings(options: {
  /** The preview's JSON text; throws for a listing that is missing or not approved. */
  previewJson: (id: string) => Promise<string>;
  /** What a signed-out reader sees of it, as JSON text (its JSON-LD is made from it). */
  detailsJson: (id: string) => Promise<string>;
  storage: ImageStorage;
  log: Log;
}) {
  const sizes = new LRUCache<string, ImageSize>({ max: 10_000 });

  async function photoSize(img: string): Promise<ImageSize | null> {
    const known = sizes.get(img);
    if (known) return known;
    // img is 'uploads/{userId}/{propertyId}/{name}.{ext}': ids and names the server chose.
    const file = await options.storage.read(img.replace(/^uploads\//, ''));
    if (!file) return null;
    const { width, height } = await sharp(await buffer(file.body)).metadata();
    if (!width || !height) return null;
    const size = { width, height };
    sizes.set(img, size);
    return size;
  }

  /** The listing a details path names, if the public may see it; null otherwise. */
  async function listingAt(pathname: string): Promise<SharedListing | null> {
    const id = listingIdInPath(pathname);
    if (id === null) return null;
    let preview: PropertyPreview;
    try {
      preview = JSON.parse(await options.previewJson(id)) as PropertyPreview;
    } catch (error) {
      // Unknown or not approved is the everyday case; anything else is worth a line.
      if (!(error instanceof HttpError && error.statusCode === 404))
        options.log.warn({ err: error, id }, 'shared listing unreadable');
      return null;
    }
    const [size, details] = await Promise.all([
      preview.photo
        ? photoSize(preview.photo.img).catch((error: unknown) => {
            options.log.warn({ err: error, img: preview.photo!.img }, 'share image unreadable');
            return null;
          })
        : null,
      options.detailsJson(id).then(
        (json) => JSON.parse(json) as Property,
        (error: unknown) => {
          // Approved a moment ago and gone now is not worth a line; anything else is.
          if (!(error instanceof HttpError && error.statusCode === 404))
            options.log.warn({ err: error, id }, 'shared listing details unreadable');
          return null;
        },
      ),
    ]);
    return { preview, photoSize: size, details };
  }

  return {
    listingAt,
    /** The head tags of the page at `pathname`, its URLs under `origin`. */
    async tagsFor(pathname: string, origin: string): Promise<string> {
      return shareTags({ origin, pathname, listing: await listingAt(pathname) });
    },
  };
}
export type SharedListings = ReturnType<typeof createSharedListings>;

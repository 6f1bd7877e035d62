import { MSG, photoCountProblem, photoRemovalProblem, type Property } from '@basera/contract';
import { selfOwner, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { Invalid, NotFound } from '../lib/errors';
import type { PropertyService } from '../properties/service';
import { imageUrls, newImageName } from '../storage/naming';
import type { PhotoProcessor } from './processing';
import {
  afterPhotosChanged,
  countImages,
  deleteImage,
  findImage,
  insertImages,
} from './repository';
import { allOrFirstError, type ImageStorage } from '../storage/storage';

export type UploadedFile = { bytes: Buffer };

const countProblem = (stored: number, added: number) => {
  const problem = photoCountProblem(stored, added);
  if (problem) throw Invalid(problem);
};

/**
 * The stored base name a client means by `image` (a file name or its uploads/… path). A path
 * must name this listing's own folder, compared with the stored ids, whatever their case.
 */
function storedNameOf(image: string, property: Property): string {
  const slash = image.lastIndexOf('/');
  const folder = slash < 0 ? null : image.slice(0, slash + 1).toLowerCase();
  if (folder !== null && folder !== `uploads/${property.userId}/${property._id}/`) {
    throw Invalid('Invalid image name');
  }
  return image.slice(slash + 1).replace(/(-thumb)?\.(jpg|jpeg|png|webp)$/i, '');
}

export function createImageService(
  { db, publicCache }: Deps,
  storage: ImageStorage,
  propertyService: PropertyService,
  processor: PhotoProcessor,
) {
  return {
    async list(caller: Caller | null, userId: string, propertyId: string) {
      selfOwner(caller, userId);
      const property = await propertyService.ownProperty(userId, propertyId);
      return property.propertyImg;
    },

    /**
     * All or nothing: every file is checked and re-encoded before anything is written; rows
     * are inserted in one transaction; files written for a failed transaction are removed.
     * Folders are named from the stored listing, never from the request.
     */
    async upload(caller: Caller | null, userId: string, propertyId: string, files: UploadedFile[]) {
      selfOwner(caller, userId);
      const property = await propertyService.ownProperty(userId, propertyId);
      const { userId: ownerId, _id: listingId } = property;
      // Checked before the costly re-encoding; checked again under the row lock below.
      countProblem(property.propertyImg.length, files.length);
      const processed = await Promise.all(files.map((file) => processor.process(file.bytes)));
      const named = processed.map((image) => ({ image, name: newImageName() }));
      try {
        // Every write settles before any clean-up below: nothing lands after it.
        await allOrFirstError(
          named.map(({ image, name }) => storage.write(ownerId, listingId, name, image)),
        );
        await db.transaction(async (tx) => {
          await propertyService.lockListing(tx, listingId);
          const { stored, nextPosition } = await countImages(tx, listingId);
          countProblem(stored, files.length);
          await insertImages(
            tx,
            named.map(({ image, name }, i) => ({
              propertyId: listingId,
              name,
              ext: image.ext,
              position: nextPosition + i,
            })),
          );
          await afterPhotosChanged(tx, listingId);
        });
      } catch (err) {
        await Promise.all(
          named.map(({ image, name }) => storage.remove(ownerId, listingId, name, image.ext)),
        );
        throw err;
      }
      publicCache.invalidate();
      const propertyImg = named.map(({ image, name }) =>
        imageUrls(ownerId, listingId, name, image.ext),
      );
      return { msg: MSG.imagesUploaded, propertyImg };
    },

    /**
     * `image` is a stored file name or its uploads/… path. Whose listing it is comes first
     * (403 for another owner's), then the name, then the photo rule under the row lock.
     */
    async remove(caller: Caller | null, userId: string, propertyId: string, image: string) {
      selfOwner(caller, userId);
      const property = await propertyService.ownProperty(userId, propertyId);
      const name = storedNameOf(image, property);
      const removed = await db.transaction(async (tx) => {
        await propertyService.lockListing(tx, property._id);
        const row = await findImage(tx, property._id, name);
        if (!row) throw NotFound('Image not found');
        const problem = photoRemovalProblem((await countImages(tx, property._id)).stored);
        if (problem) throw Invalid(problem);
        await deleteImage(tx, row.id);
        await afterPhotosChanged(tx, property._id);
        return row;
      });
      publicCache.invalidate();
      await storage.remove(property.userId, property._id, name, removed.ext);
      return { msg: MSG.imageDeleted };
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;

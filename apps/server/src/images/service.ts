import { and, count, eq, max, sql } from 'drizzle-orm';
import { IMAGE_LIMITS, MSG } from '@basera/contract';
import { properties, propertyImages } from '../db/schema';
import type { Deps } from '../lib/deps';
import { HttpError, Invalid, NotFound } from '../lib/errors';
import type { Caller } from '../plugins/auth';
import type { PropertyService } from '../properties/service';
import { selfOwner } from '../properties/service';
import { imageUrls, newImageName } from './naming';
import { processImage } from './processing';
import type { ImageStorage } from './storage';

export type UploadedFile = { bytes: Buffer };

/** The count rules of SPEC.md §5: 4–8 on a new upload, existing plus new 4–8 on edit. */
function checkCounts(existing: number, added: number) {
  if (added === 0) throw Invalid(MSG.imageRequired);
  const total = existing + added;
  if (existing === 0) {
    if (total < IMAGE_LIMITS.minOnUpload) throw Invalid(MSG.imagesMinNew);
    if (total > IMAGE_LIMITS.maxOnUpload) throw Invalid(MSG.imagesMaxNew);
  } else {
    if (total < IMAGE_LIMITS.minOnUpload) throw Invalid(MSG.imagesMinTotal);
    if (total > IMAGE_LIMITS.maxOnUpload) throw Invalid(MSG.imagesMaxTotal);
  }
}

export function createImageService(
  { db, publicCache }: Deps,
  storage: ImageStorage,
  propertyService: PropertyService,
) {
  /** Changing the photos of an approved listing sends it back for review. */
  const backToReviewIfApproved = (tx: typeof db, propertyId: string) =>
    tx
      .update(properties)
      .set({ campaignRequest: 'Submitted', updatedAt: sql`now()` })
      .where(and(eq(properties.id, propertyId), eq(properties.campaignRequest, 'Approve')));

  return {
    async list(caller: Caller | null, userId: string, propertyId: string) {
      selfOwner(caller, userId);
      const property = await propertyService.ownProperty(userId, propertyId);
      return property.propertyImg;
    },

    /**
     * All or nothing: every file is checked and re-encoded before anything is written; rows
     * are inserted in one transaction; files written for a failed transaction are removed.
     */
    async upload(caller: Caller | null, userId: string, propertyId: string, files: UploadedFile[]) {
      selfOwner(caller, userId);
      const property = await propertyService.ownProperty(userId, propertyId);
      // Checked before the costly re-encoding; checked again inside the transaction below.
      checkCounts(property.propertyImg.length, files.length);
      const processed = await Promise.all(files.map((file) => processImage(file.bytes)));
      const named = processed.map((image) => ({ image, name: newImageName() }));
      try {
        await Promise.all(
          named.map(({ image, name }) => storage.write(userId, propertyId, name, image)),
        );
        await db.transaction(async (tx) => {
          // Counted again inside the transaction: two racing uploads cannot pass 8 together.
          const [row] = await tx
            .select({ n: count(), last: max(propertyImages.position) })
            .from(propertyImages)
            .where(eq(propertyImages.propertyId, propertyId));
          checkCounts(row?.n ?? 0, files.length);
          const start = (row?.last ?? -1) + 1;
          await tx.insert(propertyImages).values(
            named.map(({ image, name }, i) => ({
              propertyId,
              name,
              ext: image.ext,
              position: start + i,
            })),
          );
          await backToReviewIfApproved(tx, propertyId);
        });
      } catch (err) {
        await Promise.all(
          named.map(({ image, name }) => storage.remove(userId, propertyId, name, image.ext)),
        );
        throw err;
      }
      publicCache.invalidate();
      const propertyImg = named.map(({ image, name }) =>
        imageUrls(userId, propertyId, name, image.ext),
      );
      return { msg: MSG.imagesUploaded, propertyImg };
    },

    /** `image` is a stored file name or its uploads/… path; only this property's folder. */
    async remove(caller: Caller | null, userId: string, propertyId: string, image: string) {
      selfOwner(caller, userId);
      const property = await propertyService.ownProperty(userId, propertyId);
      const name = image.replace(/(-thumb)?\.(jpg|jpeg|png|webp)$/i, '');
      const [row] = await db
        .select({ id: propertyImages.id, ext: propertyImages.ext })
        .from(propertyImages)
        .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.name, name)))
        .limit(1);
      if (!row) throw NotFound('Image not found');
      // A listing under review or live keeps its minimum; a draft may be rearranged freely.
      const live =
        property.campaignRequest === 'Submitted' || property.campaignRequest === 'Approve';
      if (live && property.propertyImg.length <= IMAGE_LIMITS.minOnUpload) {
        throw new HttpError(400, MSG.imagesMinTotal, { msg: MSG.imagesMinTotal });
      }
      await db.transaction(async (tx) => {
        await tx.delete(propertyImages).where(eq(propertyImages.id, row.id));
        await backToReviewIfApproved(tx, propertyId);
      });
      publicCache.invalidate();
      await storage.remove(userId, propertyId, name, row.ext);
      return { msg: MSG.imageDeleted };
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;

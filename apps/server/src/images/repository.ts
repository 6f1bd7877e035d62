import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyImages } from '../db/schema';

export async function countImages(tx: Db, propertyId: string) {
  const [row] = await tx
    .select({ stored: count(), lastPosition: max(propertyImages.position) })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  return { stored: row?.stored ?? 0, nextPosition: (row?.lastPosition ?? -1) + 1 };
}

export async function insertImages(
  tx: Db,
  images: { propertyId: string; name: string; ext: 'jpg' | 'png'; position: number }[],
) {
  await tx.insert(propertyImages).values(images);
}

export async function findImage(tx: Db, propertyId: string, name: string) {
  const [row] = await tx
    .select({ id: propertyImages.id, ext: propertyImages.ext })
    .from(propertyImages)
    .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.name, name)))
    .limit(1);
  return row ?? null;
}

export async function deleteImage(tx: Db, imageId: string) {
  await tx.delete(propertyImages).where(eq(propertyImages.id, imageId));
}

/**
 * Photos added or removed make a new version; an approved listing goes back for review
 * (no bait-and-switch) and joins the end of the queue.
 */
export async function afterPhotosChanged(tx: Db, propertyId: string) {
  const wasApproved = sql`${properties.campaignRequest} = 'Approve'`;
  await tx
    .update(properties)
    .set({
      version: sql`${properties.version} + 1`,
      updatedAt: sql`now()`,
      campaignRequest: sql`case when ${wasApproved} then 'Submitted' else ${properties.campaignRequest} end`,
      submittedAt: sql`case when ${wasApproved} then now() else ${properties.submittedAt} end`,
    })
    .where(eq(properties.id, propertyId));
}

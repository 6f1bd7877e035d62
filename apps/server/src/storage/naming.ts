import { randomBytes } from 'node:crypto';
import type { PropertyImage } from '@basera/contract';

/** Stored names are chosen here, never taken from a client: 22 base64url characters. */
export const newImageName = () => randomBytes(16).toString('base64url');

export const IMAGE_NAME = /^[A-Za-z0-9_-]{22}$/;

/** docs/product.md's path shape, uploads/{userId}/{propertyId}/{imageFile}, plus the WebP copies. */
export function imageUrls(
  userId: string,
  propertyId: string,
  name: string,
  ext: string,
): PropertyImage {
  const dir = `uploads/${userId}/${propertyId}`;
  return {
    img: `${dir}/${name}.${ext}`,
    webp: `${dir}/${name}.webp`,
    thumb: `${dir}/${name}-thumb.webp`,
  };
}

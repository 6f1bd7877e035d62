import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './processing';

/**
 * Files live at DATA_DIR/uploads/{userId}/{propertyId}/. Every path segment is a UUID or a
 * name chosen by the server, and is joined under the uploads root only.
 */
export function createImageStorage(uploadsDir: string) {
  const root = path.resolve(uploadsDir);
  const folderOf = (userId: string, propertyId?: string) => {
    const folder = path.resolve(root, userId, propertyId ?? '');
    if (!folder.startsWith(root + path.sep)) throw new Error('path escapes the uploads folder');
    return folder;
  };
  const filesOf = (name: string, ext: string) => [
    `${name}.${ext}`,
    `${name}.webp`,
    `${name}-thumb.webp`,
  ];

  return {
    async write(userId: string, propertyId: string, name: string, image: ProcessedImage) {
      const folder = folderOf(userId, propertyId);
      await mkdir(folder, { recursive: true });
      const [original, webp, thumb] = filesOf(name, image.ext).map((file) =>
        path.join(folder, file),
      );
      await Promise.all([
        writeFile(original!, image.original),
        writeFile(webp!, image.webp),
        writeFile(thumb!, image.thumb),
      ]);
    },
    async remove(userId: string, propertyId: string, name: string, ext: string) {
      const folder = folderOf(userId, propertyId);
      await Promise.all(
        filesOf(name, ext).map((file) => unlink(path.join(folder, file)).catch(() => undefined)),
      );
    },
    removeProperty: (userId: string, propertyId: string) =>
      rm(folderOf(userId, propertyId), { recursive: true, force: true }),
    removeOwner: (userId: string) => rm(folderOf(userId), { recursive: true, force: true }),
  };
}
export type ImageStorage = ReturnType<typeof createImageStorage>;

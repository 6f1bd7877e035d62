import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A photo as stored: the upload (re-encoded), its WebP and its thumbnail. */
export type ProcessedImage = { ext: 'jpg' | 'png'; original: Buffer; webp: Buffer; thumb: Buffer };

/** A stored photo file, to serve or to read. */
/** Stored names are new for every upload, so a file never changes under its key. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type StoredFile = {
  body: Readable;
  contentType: string;
  size: number;
  etag?: string;
  lastModified?: Date;
};

/**
 * Where photos live: DATA_DIR/uploads on this machine, or an S3-compatible bucket shared by
 * every server (storage/s3-storage.ts). Either way a file's key is its path under uploads/,
 * `{userId}/{propertyId}/{file}`: every segment a UUID or a name the server chose.
 */
export type ImageStorage = {
  kind: 'local' | 's3';
  /** The original, its WebP copy and its thumbnail. All three are written, or the call fails. */
  write(userId: string, propertyId: string, name: string, image: ProcessedImage): Promise<void>;
  remove(userId: string, propertyId: string, name: string, ext: string): Promise<void>;
  removeProperty(userId: string, propertyId: string): Promise<void>;
  removeOwner(userId: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Throws unless files can be written and read (GET /ready). */
  check(): Promise<void>;
};

/** The three files a photo is kept as. */
export function filesOf(name: string, ext: string): [string, string, string] {
  return [`${name}.${ext}`, `${name}.webp`, `${name}-thumb.webp`];
}

/** A key as the server writes them: `{uuid}/{uuid}/{name}.{ext}` or the WebP copies. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22}(-thumb)?\.(jpg|png|webp)$/;
export const isStoredKey = (key: string) => KEY.test(key);

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Waits for every one of `tasks`, then throws the first failure: nothing is still being
 * written when a caller cleans up after a failed upload.
 */
export async function allOrFirstError(tasks: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

/** Files at DATA_DIR/uploads/{userId}/{propertyId}/, joined under the uploads root only. */
export function localImageStorage(uploadsDir: string): ImageStorage {
  const root = path.resolve(uploadsDir);
  const folderOf = (userId: string, propertyId?: string) => {
    const folder = path.resolve(root, userId, propertyId ?? '');
    if (!folder.startsWith(root + path.sep)) throw new Error('path escapes the uploads folder');
    return folder;
  };

  return {
    kind: 'local',
    async write(userId, propertyId, name, image) {
      const folder = folderOf(userId, propertyId);
      await mkdir(folder, { recursive: true });
      const [original, webp, thumb] = filesOf(name, image.ext).map((file) =>
        path.join(folder, file),
      );
      await allOrFirstError([
        writeFile(original!, image.original),
        writeFile(webp!, image.webp),
        writeFile(thumb!, image.thumb),
      ]);
    },
    async remove(userId, propertyId, name, ext) {
      const folder = folderOf(userId, propertyId);
      await Promise.all(
        filesOf(name, ext).map((file) => unlink(path.join(folder, file)).catch(() => undefined)),
      );
    },
    removeProperty: (userId, propertyId) =>
      rm(folderOf(userId, propertyId), { recursive: true, force: true }),
    removeOwner: (userId) => rm(folderOf(userId), { recursive: true, force: true }),
    async read(key) {
      if (!isStoredKey(key)) return null;
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream',
        size: info.size,
        lastModified: info.mtime,
      };
    },
    check: () => access(root, constants.R_OK | constants.W_OK),
  };
}

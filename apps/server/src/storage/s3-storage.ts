import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import {
  allOrFirstError,
  CONTENT_TYPES,
  filesOf,
  IMMUTABLE,
  isStoredKey,
  type ImageStorage,
} from './storage';

/** Where photos live when S3_BUCKET is set (config.ts reads them from the environment). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** MinIO, R2 or another S3-compatible store; unset for AWS itself. */
  endpoint?: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A public bucket or CDN: /uploads/… redirects there instead of passing the file through. */
  publicUrl?: string;
};

/** The S3 client for these settings: path-style addressing for MinIO, R2, s3rver and the like. */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
      }),
    // Checksums only where S3 requires them: S3-compatible stores do not all read the newer
    // trailing checksums the SDK would otherwise send with every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An object's key: its path in the API, `uploads/{userId}/{propertyId}/{file}`. */
export const objectKey = (key: string) => `uploads/${key}`;

/**
 * Photos in an S3-compatible bucket (S3_BUCKET), shared by every server: a photo uploaded
 * through one is served by all. Objects carry the same caching headers as local files, so a
 * public bucket or CDN in front (S3_PUBLIC_URL) serves them as this server would.
 */
export function s3ImageStorage(settings: S3Settings, client = s3ClientFor(settings)): ImageStorage {
  const Bucket = settings.bucket;

  async function deleteKeys(keys: string[]) {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (answer.Errors?.length) {
        throw new Error(`could not delete ${answer.Errors.length} objects from ${Bucket}`);
      }
    }
  }

  async function deletePrefix(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length) await deleteKeys(keys);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    async write(userId, propertyId, name, image) {
      const [original, webp, thumb] = filesOf(name, image.ext);
      const put = (file: string, Body: Buffer, ext: string) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(`${userId}/${propertyId}/${file}`),
            Body,
            ContentType: CONTENT_TYPES[ext],
            CacheControl: IMMUTABLE,
          }),
        );
      await allOrFirstError([
        put(original, image.original, image.ext),
        put(webp, image.webp, 'webp'),
        put(thumb, image.thumb, 'webp'),
      ]);
    },
    remove: (userId, propertyId, name, ext) =>
      deleteKeys(filesOf(name, ext).map((file) => objectKey(`${userId}/${propertyId}/${file}`))),
    removeProperty: (userId, propertyId) => deletePrefix(objectKey(`${userId}/${propertyId}/`)),
    removeOwner: (userId) => deletePrefix(objectKey(`${userId}/`)),
    async read(key) {
      if (!isStoredKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

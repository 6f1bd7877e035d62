import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  deletePropertyImageSchema,
  IMAGE_LIMITS,
  MSG,
  msgResponseSchema,
  ownPropertySchema,
  propertyImageListSchema,
  uploadImagesResponseSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import { Invalid, TooLarge } from '../lib/errors';
import type { ImageService, UploadedFile } from './service';

/** More parts than this is not a property's photos: refuse before reading further. */
const MAX_FILES_READ = 16;

export const imageRoutes: FastifyPluginAsync<{ service: ImageService }> = async (
  base,
  { service },
) => {
  await base.register(multipart, {
    limits: {
      fileSize: IMAGE_LIMITS.maxBytes,
      files: MAX_FILES_READ,
      fields: 10,
      fieldSize: 200,
      parts: MAX_FILES_READ + 10,
    },
  });
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** multipart: file (repeated), userId, property_id (docs/product.md §7). */
  app.post(
    '/owner/uploadPropertyImg',
    {
      onRequest: app.guard.user,
      preHandler: app.limits.upload,
      bodyLimit: 20 * 1024 * 1024,
      // multipart: documented in docs/api.md; the answer is checked like any other.
      schema: { response: answers(uploadImagesResponseSchema) },
    },
    async (request) => {
      const fields: Record<string, string> = {};
      const files: UploadedFile[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname === 'file') {
          try {
            files.push({ bytes: await part.toBuffer() });
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw TooLarge(MSG.imageSize);
            }
            throw err;
          }
        } else {
          part.file.resume(); // an unexpected file field: drain and ignore it
        }
      }
      const ids = ownPropertySchema.safeParse({
        userId: fields.userId,
        propertyId: fields.property_id ?? fields.propertyId,
      });
      if (!ids.success) throw Invalid('userId and property_id are required');
      return service.upload(request.caller, ids.data.userId, ids.data.propertyId, files);
    },
  );

  app.get(
    '/owner/getExistingPropertyImages',
    {
      onRequest: app.guard.user,
      schema: { querystring: ownPropertySchema, response: answers(propertyImageListSchema) },
    },
    async (request) => service.list(request.caller, request.query.userId, request.query.propertyId),
  );

  app.delete(
    '/owner/deletePropertyImage',
    {
      onRequest: app.guard.user,
      schema: { body: deletePropertyImageSchema, response: answers(msgResponseSchema) },
    },
    async (request) => {
      const { userId, propertyId, image } = request.body;
      return service.remove(request.caller, userId, propertyId, image);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_MSG } from '@basera/contract';
import { IMMUTABLE } from '../storage/storage';
import type { ImageStorage } from '../storage/storage';

/**
 * /uploads/{userId}/{propertyId}/{file}: the photos, with a year-long immutable cache (a stored
 * name is never reused). From DATA_DIR/uploads by @fastify/static; from the bucket when photos
 * live in S3, streamed through, or redirected to S3_PUBLIC_URL (a public bucket or a CDN).
 */
export async function serveUploads(
  app: FastifyInstance,
  options: { uploadsDir: string; storage: ImageStorage; publicUrl?: string },
) {
  const { storage, publicUrl } = options;
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
    return;
  }

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () => reply.code(404).send({ error: API_MSG.routeNotFound });
    if (publicUrl) {
      // The file itself is fetched from there: its headers are the object's (immutable).
      return reply.header('cache-control', IMMUTABLE).redirect(`${publicUrl}/uploads/${key}`, 302);
    }
    const file = await storage.read(key);
    if (!file) return notFound();
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).header('etag', file.etag).header('cache-control', IMMUTABLE).send();
    }
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', IMMUTABLE);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
}

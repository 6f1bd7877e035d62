import { feature } from '../lib/feature';
import { createPhotoProcessor, type PhotoProcessor } from './processing';
import { imageRoutes } from './routes';
import { createImageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-wide bound on photos decoded at once. */
    photoProcessor: PhotoProcessor;
  }
}

/** A listing's photos: uploads, order, removal. */
export const imagesFeature = feature<{ photoConcurrency?: number }>(
  'images',
  ['properties'],
  async (app, { photoConcurrency }) => {
    const photoProcessor = createPhotoProcessor(photoConcurrency);
    app.decorate('photoProcessor', photoProcessor);
    const service = createImageService(app.deps, app.imageStorage, app.properties, photoProcessor);
    await app.register(imageRoutes, { service });
  },
);

import { feature } from '../lib/feature';
import { crawlerFiles } from './crawler-files';
import { useWebAndUploads } from './serving';
import { createSharedListings, type SharedListings } from './shared-listings';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a shared details link previews, and the head tags of any page (web/share-tags.ts). */
    sharedListings: SharedListings;
  }
}

/**
 * The web app's pages (rendered on the server for signed-out visitors), the photos under
 * /uploads, and the files crawlers read. Registered last: its catch-all answers what no API
 * route does.
 */
export const webFeature = feature<{
  /** The public origin (APP_URL): crawlers and link previews need absolute addresses. */
  appUrl: string;
  webDist?: string;
  uploadsDir: string;
  s3PublicUrl?: string;
  /** The map's tile address template (MAP_TILE_URL), told to the web app in every page. */
  mapTileUrl: string;
}>('web', ['properties'], async (app, { appUrl, webDist, uploadsDir, s3PublicUrl, mapTileUrl }) => {
  const { properties, imageStorage: storage } = app;
  await app.register(crawlerFiles, {
    origin: appUrl,
    properties,
    publicCache: app.deps.publicCache,
  });
  const sharedListings = createSharedListings({
    previewJson: properties.previewJson,
    detailsJson: properties.signedOutDetailsJson,
    storage,
    log: app.log,
  });
  app.decorate('sharedListings', sharedListings);
  await useWebAndUploads(app, {
    webDist,
    uploadsDir,
    storage,
    s3PublicUrl,
    mapTileUrl,
    headTags: (pathname) => sharedListings.tagsFor(pathname, appUrl),
  });
});

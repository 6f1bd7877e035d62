import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sitemapQuerySchema, LISTINGS_PER_SITEMAP } from '@basera/contract';
import type { PublicCache } from '../lib/public-cache';
import { NotFound } from '../lib/errors';
import type { PropertyService } from '../properties/service';
import { robotsTxt, sitemapFileCount, sitemapIndex, urlSet } from './sitemap';

/**
 * GET /robots.txt and GET /sitemap.xml for search engines (docs/api.md). The sitemap lists the
 * listings in public lists; its files are kept in the public cache, which every change to
 * those lists clears. Outside the OpenAPI document, like the pages: they are not JSON.
 */
export const crawlerFiles: FastifyPluginAsync<{
  /** The public origin (APP_URL): crawlers need absolute addresses. */
  origin: string;
  properties: PropertyService;
  publicCache: PublicCache;
}> = async (base, { origin, properties, publicCache }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

  app.get(
    '/sitemap.xml',
    { schema: { hide: true, querystring: sitemapQuerySchema } },
    async (request, reply) => {
      const { page } = request.query;
      const xml = await publicCache.get(`sitemap|${page ?? 'root'}`, async () => {
        const files = sitemapFileCount(await properties.listedCount());
        // Without a page: the one file when everything fits, else the index of the files.
        if (page === undefined && files > 1) return sitemapIndex(origin, files);
        const wanted = page ?? 1;
        if (wanted > files) throw NotFound('No such sitemap page');
        const offset = (wanted - 1) * LISTINGS_PER_SITEMAP;
        return urlSet(
          origin,
          wanted,
          await properties.listedPage({ limit: LISTINGS_PER_SITEMAP, offset }),
        );
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(xml);
    },
  );
};

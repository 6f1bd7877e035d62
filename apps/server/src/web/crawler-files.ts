import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, LISTINGS_PER_SITEMAP, sitemapQuerySchema } from '@basera/contract';
import type { PublicCache } from '../lib/public-cache';
import { NotFound } from '../lib/errors';
import type { PropertyService } from '../properties/service';
import { robotsTxt, sitemapFileCount, sitemapIndex, urlSet } from './sitemap';

/** An answer that is not JSON: its media type and what it holds, for the OpenAPI document. */
const textAnswer = (type: string, what: string) => ({
  200: { content: { [type]: { schema: z.string().describe(what) } } },
  '4xx': apiErrorSchema,
});

/**
 * GET /robots.txt and GET /sitemap.xml for search engines (docs/api.md). The sitemap lists the
 * listings in public lists; its files are kept in the public cache, which every change to
 * those lists clears.
 */
export const crawlerFiles: FastifyPluginAsync<{
  /** The public origin (APP_URL): crawlers need absolute addresses. */
  origin: string;
  properties: PropertyService;
  publicCache: PublicCache;
}> = async (base, { origin, properties, publicCache }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const robots = textAnswer('text/plain', 'robots.txt: what crawlers may read, and the sitemap');
  app.get('/robots.txt', { schema: { response: robots } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        querystring: sitemapQuerySchema,
        response: textAnswer(
          'application/xml',
          'A sitemap (urlset) of the public pages and listings, or an index of such files',
        ),
      },
    },
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

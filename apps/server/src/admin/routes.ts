import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignRequestUpdateSchema, id, pageQuerySchema } from '@basera/contract';
import type { PropertyService } from '../properties/service';
import type { AdminService } from './service';

/** Every route here needs an admin token: a user token gets 403 (DESIGN.md §4). */
export const adminRoutes: FastifyPluginAsync<{
  service: AdminService;
  properties: PropertyService;
}> = async (base, { service, properties }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.guard.admin);

  app.get('/admin/getCount', async () => service.counts());
  app.get('/admin/Users', { schema: { querystring: pageQuerySchema } }, async (request) =>
    service.listUsers(request.query),
  );
  app.get('/admin/Owners', { schema: { querystring: pageQuerySchema } }, async (request) =>
    service.listOwners(request.query),
  );

  app.put(
    '/admin/updateCampaignRequest',
    { schema: { body: campaignRequestUpdateSchema } },
    async (request) => {
      const { userId, propertyId, campaignRequest } = request.body;
      return properties.setCampaignRequest(userId, propertyId, campaignRequest);
    },
  );

  app.delete('/admin/deleteOwner/:id', { schema: { params: z.object({ id }) } }, async (request) =>
    service.deleteOwner(request.params.id),
  );
};

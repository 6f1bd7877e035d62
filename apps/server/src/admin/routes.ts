import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignRequestUpdateSchema,
  id,
  pageQuerySchema,
  testimonialSchema,
  testimonialUpdateSchema,
} from '@basera/contract';
import type { ContactService } from '../contact/service';
import type { MeetingService } from '../meetings/service';
import type { PropertyService } from '../properties/service';
import type { TestimonialService } from '../testimonials/service';
import type { AdminService } from './service';

export type AdminRouteServices = {
  service: AdminService;
  properties: PropertyService;
  meetings: MeetingService;
  contact: ContactService;
  testimonials: TestimonialService;
};
const idParams = { params: z.object({ id }) };

/** Every route here needs an admin token: a user token gets 403 (docs/architecture.md §4). */
export const adminRoutes: FastifyPluginAsync<AdminRouteServices> = async (
  base,
  { service, properties, meetings, contact, testimonials },
) => {
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

  app.get('/admin/Meeting', { schema: { querystring: pageQuerySchema } }, async (request) =>
    meetings.all(request.query),
  );
  app.delete('/admin/deleteMeeting/:id', { schema: idParams }, async (request) =>
    meetings.remove(request.params.id),
  );

  app.get('/admin/Messages', { schema: { querystring: pageQuerySchema } }, async (request) =>
    contact.list(request.query),
  );
  app.delete('/admin/deleteMessage/:id', { schema: idParams }, async (request) =>
    contact.remove(request.params.id),
  );

  app.post(
    '/admin/addTestimonial',
    { schema: { body: testimonialSchema } },
    async (request, reply) => reply.code(201).send(await testimonials.add(request.body)),
  );
  app.put(
    '/admin/updateTestimonial',
    { schema: { body: testimonialUpdateSchema } },
    async (request) => {
      const { _id, ...fields } = request.body;
      return testimonials.update(_id, fields);
    },
  );
  app.delete('/admin/deleteTestimonial/:id', { schema: idParams }, async (request) =>
    testimonials.remove(request.params.id),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserListSchema,
  blockUserResponseSchema,
  blockUserSchema,
  campaignRequestUpdateSchema,
  contactMessageListSchema,
  countsSchema,
  id,
  meetingListSchema,
  msgResponseSchema,
  pageQuerySchema,
  propertyListSchema,
  reportListSchema,
  reportPageQuerySchema,
  resolveReportSchema,
  reviewDetailsSchema,
  reviewQueueQuerySchema,
  testimonialResponseSchema,
  testimonialSchema,
  testimonialUpdateSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import type { ContactService } from '../contact/service';
import type { MeetingService } from '../meetings/service';
import type { ModerationService } from '../moderation/service';
import type { ReportService } from '../reports/service';
import type { TestimonialService } from '../testimonials/service';
import type { AdminService } from './service';
import { guardEveryRoute } from '../plugins/auth';

export type AdminRouteServices = {
  service: AdminService;
  meetings: MeetingService;
  contact: ContactService;
  testimonials: TestimonialService;
  moderation: ModerationService;
  reports: ReportService;
};
const deleteById = { params: z.object({ id }), response: answers(msgResponseSchema) };

/** Every route here needs an admin token: a user token gets 403 (docs/architecture.md §4). */
export const adminRoutes: FastifyPluginAsync<AdminRouteServices> = async (
  base,
  { service, meetings, contact, testimonials, moderation, reports },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  guardEveryRoute(app, app.guard.admin);

  app.get('/admin/getCount', { schema: { response: answers(countsSchema) } }, async () =>
    service.counts(),
  );
  app.get(
    '/admin/Users',
    { schema: { querystring: pageQuerySchema, response: answers(adminUserListSchema) } },
    async (request) => service.listUsers(request.query),
  );
  app.get(
    '/admin/Owners',
    { schema: { querystring: pageQuerySchema, response: answers(adminUserListSchema) } },
    async (request) => service.listOwners(request.query),
  );

  app.put(
    '/admin/blockUser/:userId',
    {
      schema: {
        params: z.object({ userId: id }),
        body: blockUserSchema,
        response: answers(blockUserResponseSchema),
      },
    },
    async (request) => service.setBlocked(request.params.userId, request.body.blocked),
  );

  app.put(
    '/admin/updateCampaignRequest',
    { schema: { body: campaignRequestUpdateSchema, response: answers(msgResponseSchema) } },
    async (request) => moderation.decide(request.body),
  );

  // The review queue: a page of listings with the number of all matches in X-Total-Count.
  app.get(
    '/admin/reviewQueue',
    { schema: { querystring: reviewQueueQuerySchema, response: answers(propertyListSchema) } },
    async (request, reply) => {
      const page = await moderation.queue(request.query);
      return reply.header('x-total-count', String(page.total)).send(page.items);
    },
  );
  app.get(
    '/admin/reviewProperty/:propertyId',
    {
      schema: { params: z.object({ propertyId: id }), response: answers(reviewDetailsSchema) },
    },
    async (request) => moderation.review(request.params.propertyId),
  );

  app.get(
    '/admin/Reports',
    { schema: { querystring: reportPageQuerySchema, response: answers(reportListSchema) } },
    async (request, reply) => {
      const page = await reports.list(request.query);
      return reply.header('x-total-count', String(page.total)).send(page.items);
    },
  );
  app.put(
    '/admin/resolveReport/:id',
    {
      schema: {
        params: z.object({ id }),
        body: resolveReportSchema,
        response: answers(msgResponseSchema),
      },
    },
    async (request) => reports.resolve(request.params.id, request.body.action),
  );

  app.delete('/admin/deleteOwner/:id', { schema: deleteById }, async (request) =>
    service.deleteOwner(request.params.id),
  );

  app.get(
    '/admin/Meeting',
    { schema: { querystring: pageQuerySchema, response: answers(meetingListSchema) } },
    async (request) => meetings.all(request.query),
  );
  app.delete('/admin/deleteMeeting/:id', { schema: deleteById }, async (request) =>
    meetings.remove(request.params.id),
  );

  app.get(
    '/admin/Messages',
    { schema: { querystring: pageQuerySchema, response: answers(contactMessageListSchema) } },
    async (request) => contact.list(request.query),
  );
  app.delete('/admin/deleteMessage/:id', { schema: deleteById }, async (request) =>
    contact.remove(request.params.id),
  );

  app.post(
    '/admin/addTestimonial',
    { schema: { body: testimonialSchema, response: answers(testimonialResponseSchema, 201) } },
    async (request, reply) => reply.code(201).send(await testimonials.add(request.body)),
  );
  app.put(
    '/admin/updateTestimonial',
    { schema: { body: testimonialUpdateSchema, response: answers(testimonialResponseSchema) } },
    async (request) => {
      const { _id, ...fields } = request.body;
      return testimonials.update(_id, fields);
    },
  );
  app.delete('/admin/deleteTestimonial/:id', { schema: deleteById }, async (request) =>
    testimonials.remove(request.params.id),
  );
};

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPropertyBodySchema,
  addPropertyResponseSchema,
  id,
  mapAnswerSchema,
  mapQuerySchema,
  msgResponseSchema,
  ownPropertySchema,
  type PropertyInput,
  type PropertyListQuery,
  propertyListQuerySchema,
  propertyListSchema,
  propertyPreviewSchema,
  propertySchema,
  type SearchQuery,
  searchQuerySchema,
  updatePropertyBodySchema,
  updatePropertyResponseSchema,
  userPageQuerySchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import type { PageAnswer, PropertyService } from './service';

/**
 * Public lists come from the answer cache already serialised (their shape is still
 * propertyListSchema): they are sent as the JSON text they are, with the number of all
 * matches in X-Total-Count.
 */
const sendPage = (reply: FastifyReply, page: PageAnswer) =>
  reply
    .header('x-total-count', String(page.total))
    .type('application/json; charset=utf-8')
    .send(page.json);

/** A cached answer, sent as the JSON text it is kept as. */
const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Splits the ids off a body that carries them beside the property's fields. */
function fieldsOf<T extends { userId: string }>(body: T) {
  const { userId, propertyId: _propertyId, ...fields } = body as T & { propertyId?: string };
  return { userId, fields: fields as unknown as PropertyInput };
}

export const propertyRoutes: FastifyPluginAsync<{ service: PropertyService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /**
   * The public lists and search: one handler for both of docs/product.md's paths. They differ
   * only in what their routes read: GET /api/property reads a token (an admin's lists every
   * status, or those in `campaignRequest`); GET /user/search reads none, so its caller is
   * always null and it lists what everyone sees.
   */
  const listingsPage = async (
    request: Pick<FastifyRequest, 'caller'> & { query: SearchQuery | PropertyListQuery },
    reply: FastifyReply,
  ) => sendPage(reply, await service.listings(request.caller, request.query));

  // Owners
  app.post(
    '/owner/addProperty',
    {
      onRequest: app.guard.user,
      schema: { body: addPropertyBodySchema, response: answers(addPropertyResponseSchema, 201) },
    },
    async (request, reply) => {
      const { userId, fields } = fieldsOf(request.body);
      return reply.code(201).send(await service.add(request.caller, userId, fields));
    },
  );

  app.put(
    '/owner/updateProperty',
    {
      onRequest: app.guard.user,
      schema: { body: updatePropertyBodySchema, response: answers(updatePropertyResponseSchema) },
    },
    async (request) => {
      const { userId, fields } = fieldsOf(request.body);
      return service.update(request.caller, userId, request.body.propertyId, fields);
    },
  );

  app.get(
    '/owner/getPropertyDetails',
    {
      onRequest: app.guard.user,
      schema: { querystring: ownPropertySchema, response: answers(propertySchema) },
    },
    async (request) =>
      service.details(request.caller, request.query.userId, request.query.propertyId),
  );

  app.get(
    '/owner/property',
    {
      onRequest: app.guard.any,
      schema: { querystring: userPageQuerySchema, response: answers(propertyListSchema) },
    },
    async (request) => {
      const { userId, limit, offset } = request.query;
      return service.ownerListings(request.caller, userId, { limit, offset });
    },
  );

  app.put(
    '/owner/submitProperty',
    {
      onRequest: app.guard.user,
      schema: { body: ownPropertySchema, response: answers(msgResponseSchema) },
    },
    async (request) => service.submit(request.caller, request.body.userId, request.body.propertyId),
  );

  app.delete(
    '/owner/deleteProperty',
    {
      onRequest: app.guard.any,
      schema: { body: ownPropertySchema, response: answers(msgResponseSchema) },
    },
    async (request) => service.remove(request.caller, request.body.userId, request.body.propertyId),
  );

  // Everyone
  app.get(
    '/api/property',
    {
      onRequest: app.guard.optional,
      schema: { querystring: propertyListQuerySchema, response: answers(propertyListSchema) },
      config: { publicAnswer: true },
    },
    listingsPage,
  );

  app.get(
    '/api/property/map',
    {
      schema: { querystring: mapQuerySchema, response: answers(mapAnswerSchema) },
      config: { publicAnswer: true },
    },
    async (request, reply) => sendJsonText(reply, await service.mapJson(request.query)),
  );

  app.get(
    '/api/property/:id',
    {
      onRequest: app.guard.optional,
      schema: { params: z.object({ id }), response: answers(propertySchema) },
      config: { publicAnswer: true },
    },
    async (request, reply) =>
      request.caller
        ? service.publicDetails(request.caller, request.params.id)
        : sendJsonText(reply, await service.signedOutDetailsJson(request.params.id)),
  );

  app.get(
    '/api/property/:id/similar',
    {
      schema: { params: z.object({ id }), response: answers(propertyListSchema) },
      config: { publicAnswer: true },
    },
    async (request, reply) => sendJsonText(reply, await service.similarJson(request.params.id)),
  );

  app.get(
    '/api/propertyPreview/:id',
    {
      schema: { params: z.object({ id }), response: answers(propertyPreviewSchema) },
      config: { publicAnswer: true },
    },
    async (request, reply) => sendJsonText(reply, await service.previewJson(request.params.id)),
  );

  app.get(
    '/user/search',
    {
      schema: { querystring: searchQuerySchema, response: answers(propertyListSchema) },
      config: { publicAnswer: true },
    },
    listingsPage,
  );
};

import { feature } from '../lib/feature';
import { contactRoutes } from './routes';
import { createContactService, type ContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

/** The contact form. */
export const contactFeature = feature('contact', [], async (app) => {
  const service = createContactService(app.deps);
  app.decorate('contact', service);
  await app.register(contactRoutes, { service });
});

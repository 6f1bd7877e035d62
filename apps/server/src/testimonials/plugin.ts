import { feature } from '../lib/feature';
import { testimonialRoutes } from './routes';
import { createTestimonialService, type TestimonialService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    testimonials: TestimonialService;
  }
}

/** What people say of Basera. */
export const testimonialsFeature = feature('testimonials', [], async (app) => {
  const service = createTestimonialService(app.deps);
  app.decorate('testimonials', service);
  await app.register(testimonialRoutes, { service });
});

import { feature } from '../lib/feature';
import { meetingRoutes } from './routes';
import { createMeetingService, type MeetingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    meetings: MeetingService;
  }
}

/** Visit requests. */
export const meetingsFeature = feature('meetings', ['properties'], async (app) => {
  const service = createMeetingService(app.deps, app.properties);
  app.decorate('meetings', service);
  await app.register(meetingRoutes, { service });
});

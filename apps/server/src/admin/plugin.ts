import { feature } from '../lib/feature';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

/** The admin's screens: counts, accounts, and the other features' admin actions. */
export const adminFeature = feature(
  'admin',
  ['users', 'meetings', 'contact', 'testimonials', 'moderation', 'reports'],
  async (app) => {
    await app.register(adminRoutes, {
      service: createAdminService(app.deps, app.imageStorage, {
        reports: app.reports,
        moderation: app.moderation,
        users: app.users,
      }),
      meetings: app.meetings,
      contact: app.contact,
      testimonials: app.testimonials,
      moderation: app.moderation,
      reports: app.reports,
    });
  },
);

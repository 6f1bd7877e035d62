import { feature } from '../lib/feature';
import { reviewReportRoutes } from './report-routes';
import { createReviewReportService } from './report-service';
import { reviewRoutes } from './routes';
import { createReviewService } from './service';

/** Reviews of a listing, and listers' reports of a review with the admin's answers to them. */
export const reviewsFeature = feature('reviews', ['properties'], async (app) => {
  await app.register(reviewRoutes, { service: createReviewService(app.deps, app.properties) });
  await app.register(reviewReportRoutes, { service: createReviewReportService(app.deps) });
});

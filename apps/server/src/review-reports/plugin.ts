import { feature } from '../lib/feature';
import { reviewReportRoutes } from './routes';
import { createReviewReportService } from './service';

/** Reports of a review, and the admin's answers to them. */
export const reviewReportsFeature = feature('review-reports', [], async (app) => {
  const service = createReviewReportService(app.deps);
  await app.register(reviewReportRoutes, { service });
});

import { feature } from '../lib/feature';
import { reviewRoutes } from './routes';
import { createReviewService } from './service';

/** Reviews of a listing. */
export const reviewsFeature = feature('reviews', ['properties'], async (app) => {
  const service = createReviewService(app.deps, app.properties);
  await app.register(reviewRoutes, { service });
});

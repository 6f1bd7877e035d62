import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { feature } from './feature';

/** A bare app with what every feature reads (the assembly decorates the real ones). */
function bareApp() {
  const app = Fastify();
  app.decorate('deps', {} as never);
  app.decorate('imageStorage', {} as never);
  return app;
}

const listings = feature('listings', [], async (app) => {
  app.decorate('listingCount', () => 3);
});
const saved = feature('saved', ['listings'], async (app) => {
  app.get('/saved', async () => ({
    count: (app as unknown as { listingCount(): number }).listingCount(),
  }));
});

describe('a feature plugin', () => {
  it('shares its service with the features registered after it', async () => {
    const app = bareApp();
    await app.register(listings);
    await app.register(saved);
    const answer = await app.inject({ method: 'GET', url: '/saved' });
    expect(answer.json()).toEqual({ count: 3 });
    await app.close();
  });

  it('refuses to start without a feature it needs', async () => {
    const app = bareApp();
    await expect(app.register(saved).ready()).rejects.toThrow(/listings/);
    await app.close();
  });

  it('refuses to start when a feature it needs comes after it', async () => {
    const app = bareApp();
    app.register(saved);
    app.register(listings);
    await expect(app.ready()).rejects.toThrow(/listings/);
    await app.close();
  });

  it('refuses to start before the assembly has decorated the deps', async () => {
    const app = Fastify();
    await expect(app.register(listings).ready()).rejects.toThrow(/deps/);
    await app.close();
  });
});

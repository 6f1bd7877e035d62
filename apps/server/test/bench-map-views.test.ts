import { describe, expect, it } from 'vitest';
import { mapQuerySchema } from '@basera/contract';
import { mapViews } from '../bench/map-views';

/*
 * The bench's map views are requests the server must take: a path an HTTP client sends as it
 * is (no raw space, which autocannon would put on the request line and the server refuse) and a
 * query the map's schema reads. Otherwise the bench would time 400s.
 */
describe("the bench's map views", () => {
  it('are distinct, valid requests', () => {
    const views = mapViews(2_000);
    expect(new Set(views).size).toBe(2_000);
    for (const view of views) {
      expect(view).toMatch(/^\/api\/property\/map\?[\x21-\x7e]+$/);
      const query = Object.fromEntries(new URL(view, 'http://localhost').searchParams);
      expect(mapQuerySchema.safeParse(query).success, view).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache';

describe('the public answer cache', () => {
  it('never holds more bytes than its cap, however many answers are asked for', async () => {
    const cache = createPublicCache({ enabled: true, maxBytes: 10_000 });
    for (let i = 0; i < 500; i++) {
      await cache.get(`search|word${i}`, async () => JSON.stringify({ text: 'x'.repeat(200), i }));
    }
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.entries).toBeGreaterThan(10);
  });

  it('serves an answer too large to keep without keeping it', async () => {
    const cache = createPublicCache({ enabled: true, maxBytes: 10_000 });
    const body = await cache.get('huge', async () => 'y'.repeat(5_002));
    expect(body.length).toBe(5_002);
    expect(cache.entries).toBe(0);
  });

  it('answers a repeated question from memory until a write clears it', async () => {
    const cache = createPublicCache({ enabled: true });
    let computed = 0;
    const compute = async () => String(++computed);
    expect(await cache.get('k', compute)).toBe('1');
    expect(await cache.get('k', compute)).toBe('1');
    cache.invalidate();
    expect(await cache.get('k', compute)).toBe('2');
  });

  it('keeps rendered pages apart from the answers, and clears them with the answers', async () => {
    const cache = createPublicCache({ enabled: true, maxBytes: 10_000, pageBytes: 100_000 });
    const mark = cache.pages.mark();
    cache.pages.keep('/about', { html: 'x'.repeat(5_000), brotli: Buffer.alloc(10) }, mark);
    // A page larger than the answers' share is still kept: it has a budget of its own.
    expect(cache.pages.read('/about')?.html).toHaveLength(5_000);
    await cache.get('answer', async () => 'y');
    cache.invalidate();
    expect(cache.pages.read('/about')).toBeUndefined();
    expect(cache.entries).toBe(0);
  });

  it('does not keep a page whose render began before the cache was cleared', () => {
    const cache = createPublicCache({ enabled: true });
    const before = cache.pages.mark();
    cache.invalidate(); // a write while the page was being rendered
    cache.pages.keep('/', { html: 'stale', brotli: Buffer.alloc(0) }, before);
    expect(cache.pages.read('/')).toBeUndefined();
    cache.pages.keep('/', { html: 'fresh', brotli: Buffer.alloc(0) }, cache.pages.mark());
    expect(cache.pages.read('/')?.html).toBe('fresh');
  });

  it('keeps no page when turned off (PUBLIC_CACHE=off)', () => {
    const cache = createPublicCache({ enabled: false });
    cache.pages.keep('/', { html: 'page', brotli: Buffer.alloc(0) }, cache.pages.mark());
    expect(cache.pages.read('/')).toBeUndefined();
  });
});

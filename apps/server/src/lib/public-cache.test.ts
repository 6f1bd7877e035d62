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
});

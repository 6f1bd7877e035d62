import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simplifyPath, type ScreenPoint } from './simplify-path';

/** A circle traced as a finger does: hundreds of points, a little shaky, back to the start. */
function tracedCircle(points: number, radius = 150): ScreenPoint[] {
  return Array.from({ length: points + 1 }, (_, k) => {
    const angle = (2 * Math.PI * k) / points;
    const shake = k % 2 ? 0.4 : -0.4;
    return {
      x: 200 + (radius + shake) * Math.cos(angle),
      y: 200 + (radius + shake) * Math.sin(angle),
    };
  });
}

describe('a drawn area, simplified', () => {
  it('keeps a traced circle round in at most 60 corners, without closing it twice', () => {
    const corners = simplifyPath(tracedCircle(600), 60);
    expect(corners.length).toBeLessThanOrEqual(60);
    expect(corners.length).toBeGreaterThanOrEqual(12);
    for (const corner of corners) {
      expect(Math.hypot(corner.x - 200, corner.y - 200)).toBeGreaterThan(140);
    }
    const first = corners[0]!;
    const last = corners[corners.length - 1]!;
    expect(Math.hypot(first.x - last.x, first.y - last.y)).toBeGreaterThan(1);
  });

  it('keeps the corners of a square drawn with many points', () => {
    const side = (from: ScreenPoint, to: ScreenPoint) =>
      Array.from({ length: 50 }, (_, k) => ({
        x: from.x + ((to.x - from.x) * k) / 50,
        y: from.y + ((to.y - from.y) * k) / 50,
      }));
    const square = [
      ...side({ x: 0, y: 0 }, { x: 100, y: 0 }),
      ...side({ x: 100, y: 0 }, { x: 100, y: 100 }),
      ...side({ x: 100, y: 100 }, { x: 0, y: 100 }),
      ...side({ x: 0, y: 100 }, { x: 0, y: 0 }),
      { x: 0, y: 0 },
    ];
    expect(simplifyPath(square, 60)).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ]);
  });

  it('never gives more corners than asked, whatever was drawn', () => {
    const point = fc.record({
      x: fc.integer({ min: 0, max: 1280 }),
      y: fc.integer({ min: 0, max: 800 }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 400 }),
        fc.integer({ min: 3, max: 60 }),
        (path, max) => {
          const corners = simplifyPath(path, max);
          expect(corners.length).toBeLessThanOrEqual(Math.max(max, 2));
          for (const corner of corners) expect(path).toContainEqual(corner);
        },
      ),
    );
  });
});

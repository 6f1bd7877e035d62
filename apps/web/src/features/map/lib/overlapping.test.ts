import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupOverlapping } from './overlapping';

const TAG = { width: 60, height: 30 };
const at = (point: { x: number; y: number }) => point;

describe('markers that would cover each other', () => {
  it('stand as one group at their mean position', () => {
    const groups = groupOverlapping(
      [
        { x: 100, y: 100 },
        { x: 130, y: 110 },
        { x: 400, y: 100 },
      ],
      at,
      TAG,
    );
    expect(groups).toEqual([
      {
        items: [
          { x: 100, y: 100 },
          { x: 130, y: 110 },
        ],
        at: { x: 115, y: 105 },
      },
      { items: [{ x: 400, y: 100 }], at: { x: 400, y: 100 } },
    ]);
  });

  it('stay apart when their tags do not touch, side by side or one above the other', () => {
    expect(
      groupOverlapping(
        [
          { x: 0, y: 0 },
          { x: 60, y: 0 },
          { x: 0, y: 30 },
        ],
        at,
        TAG,
      ),
    ).toHaveLength(3);
  });

  it('keep every item once', () => {
    const items = Array.from({ length: 200 }, (_, k) => ({ x: (k * 37) % 500, y: (k * 53) % 300 }));
    const groups = groupOverlapping(items, at, TAG);
    expect(groups.flatMap((group) => group.items)).toHaveLength(200);
    expect(new Set(groups.flatMap((group) => group.items)).size).toBe(200);
  });

  it('never leave two groups on each other, wherever the markers fall', () => {
    // A group stands at its mean, which can move it onto a marker it was not compared with: the
    // search map drew a price tag over a count this way.
    const point = fc.record({
      x: fc.integer({ min: 0, max: 300 }),
      y: fc.integer({ min: 0, max: 300 }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 60 }), (items) => {
        const groups = groupOverlapping(items, at, TAG);
        expect(groups.flatMap((group) => group.items)).toHaveLength(items.length);
        for (const [i, a] of groups.entries())
          for (const b of groups.slice(i + 1))
            expect(
              Math.abs(a.at.x - b.at.x) >= TAG.width || Math.abs(a.at.y - b.at.y) >= TAG.height,
              JSON.stringify([a.at, b.at]),
            ).toBe(true);
      }),
    );
  });
});

import type { ScreenPoint } from './simplify-path';

/** A place on the screen and what stands there: one item, or several drawn as one count. */
export type ScreenGroup<T> = { items: T[]; at: ScreenPoint };

/**
 * Items whose markers would cover each other on the screen, gathered into groups: the server
 * sends every listing of a view as a point up to 150 (docs/decisions/0049), and at a city's zoom
 * their price tags would lie in a heap nobody can read or tap. An item joins the first group
 * whose first item is within `box` pixels (a price tag's size) in both directions; a group
 * stands at its items' mean position. Greedy and in the order given: the same answer gives the
 * same groups.
 */
export function groupOverlapping<T>(
  items: readonly T[],
  positionOf: (item: T) => ScreenPoint,
  box: { width: number; height: number },
): ScreenGroup<T>[] {
  const groups: { items: T[]; first: ScreenPoint; sum: ScreenPoint }[] = [];
  for (const item of items) {
    const at = positionOf(item);
    const group = groups.find(
      ({ first }) => Math.abs(first.x - at.x) < box.width && Math.abs(first.y - at.y) < box.height,
    );
    if (group) {
      group.items.push(item);
      group.sum.x += at.x;
      group.sum.y += at.y;
    } else {
      groups.push({ items: [item], first: at, sum: { ...at } });
    }
  }
  return groups.map(({ items: members, sum }) => ({
    items: members,
    at: { x: sum.x / members.length, y: sum.y / members.length },
  }));
}

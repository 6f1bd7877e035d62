import type { ScreenPoint } from './simplify-path';

/** A place on the screen and what stands there: one item, or several drawn as one count. */
export type ScreenGroup<T> = { items: T[]; at: ScreenPoint };

/**
 * Items whose markers would cover each other on the screen, gathered into groups: the server
 * sends every listing of a view as a point up to 150 (docs/decisions/0049), and at a city's zoom
 * their price tags would lie in a heap nobody can read or tap. An item joins the first group
 * whose first item is within `box` pixels (a price tag's size) in both directions; a group
 * stands at its items' mean position. A mean can move a group onto another, so groups that
 * then cover each other are merged until none do. Greedy and in the order given: the same
 * answer gives the same groups.
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
  const meanOf = ({ items: members, sum }: { items: T[]; sum: ScreenPoint }) => ({
    x: sum.x / members.length,
    y: sum.y / members.length,
  });
  const covers = (a: ScreenPoint, b: ScreenPoint) =>
    Math.abs(a.x - b.x) < box.width && Math.abs(a.y - b.y) < box.height;
  // Each merge leaves one group fewer, so this ends.
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++)
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const [a, b] = [groups[i]!, groups[j]!];
        if (!covers(meanOf(a), meanOf(b))) continue;
        a.items.push(...b.items);
        a.sum.x += b.sum.x;
        a.sum.y += b.sum.y;
        groups.splice(j, 1);
        merged = true;
      }
  }
  return groups.map((group) => ({ items: group.items, at: meanOf(group) }));
}

/** A point on the screen, in pixels. */
export type ScreenPoint = { x: number; y: number };

function distanceToSegment(p: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Ramer–Douglas–Peucker: the corners that stand further than `tolerance` from the line kept. */
function douglasPeucker(points: readonly ScreenPoint[], tolerance: number): ScreenPoint[] {
  if (points.length < 3) return [...points];
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let k = first + 1; k < last; k++) {
      const distance = distanceToSegment(points[k]!, points[first]!, points[last]!);
      if (distance > farthestDistance) {
        farthest = k;
        farthestDistance = distance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, k) => keep[k]);
}

/**
 * A shape drawn with a finger or a mouse, as at most `maxCorners` corners: the path traced has
 * hundreds of points, a search area needs its shape, and the API takes 60 corners at most
 * (POLYGON_LIMITS). The tolerance starts at a pixel, less than a finger can tell, and doubles
 * until the shape fits. The shape closes by itself, so a last point on the first is dropped.
 */
export function simplifyPath(points: readonly ScreenPoint[], maxCorners: number): ScreenPoint[] {
  const distinct = points.filter(
    (point, k) => k === 0 || point.x !== points[k - 1]!.x || point.y !== points[k - 1]!.y,
  );
  let tolerance = 1;
  let corners = douglasPeucker(distinct, tolerance);
  while (corners.length > maxCorners) {
    tolerance *= 2;
    corners = douglasPeucker(distinct, tolerance);
  }
  const first = corners[0];
  const last = corners[corners.length - 1];
  if (corners.length > 1 && first && last && Math.hypot(first.x - last.x, first.y - last.y) < 1)
    corners.pop();
  return corners;
}

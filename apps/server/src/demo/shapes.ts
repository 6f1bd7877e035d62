/** Shapes that indoor and outdoor demo scenes both draw again and again, written once here. */
import { circle, ellipse, polygon } from './svg';

/** The soft shadow under anything standing on a floor or the ground. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity: number) =>
  ellipse(cx, cy, rx, ry, '#000000', { opacity });

/**
 * Two level edges centred on cx, joined at their ends: lamp shades, flower pots, a kitchen
 * hood. The edge at y1 is drawn first (left to right), then the one at y2 (right to left).
 */
export const trapezoid = (
  cx: number,
  y1: number,
  halfWidth1: number,
  y2: number,
  halfWidth2: number,
  fill: string,
) =>
  polygon(
    [
      [cx - halfWidth1, y1],
      [cx + halfWidth1, y1],
      [cx + halfWidth2, y2],
      [cx - halfWidth2, y2],
    ],
    fill,
  );

/**
 * The face of a building seen at an angle, going back to the right from its front edge at x:
 * `depth` across and `rise` up, between the heights top and bottom.
 */
export const sideFace = (
  x: number,
  top: number,
  bottom: number,
  depth: number,
  rise: number,
  fill: string,
) =>
  polygon(
    [
      [x, top],
      [x + depth, top - rise],
      [x + depth, bottom - rise],
      [x, bottom],
    ],
    fill,
  );

/** A tyre with a grey hub. */
export const wheel = (cx: number, cy: number, radius: number, hubRadius: number) =>
  circle(cx, cy, radius, '#2b2b33') + circle(cx, cy, hubRadius, '#c9ced6');

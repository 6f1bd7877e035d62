/** Tiny SVG writing helpers and colour arithmetic for the demo illustrations. */

export const WIDTH = 1200;
export const HEIGHT = 800;

const n = (value: number) => Math.round(value * 10) / 10;

type Attrs = Record<string, string | number | undefined>;
const attrs = (extra: Attrs = {}) =>
  Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: Attrs) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${attrs(extra)}/>`;

export const rounded = (
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  fill: string,
  extra?: Attrs,
) => rect(x, y, w, h, fill, { rx: radius, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Attrs) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra?: Attrs,
) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const polygon = (points: [number, number][], fill: string, extra?: Attrs) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra?: Attrs) =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra?: Attrs,
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;

export const group = (children: string[], extra?: Attrs) =>
  `<g${attrs(extra)}>${children.join('')}</g>`;

/** A vertical linear gradient, to be placed in <defs>. */
export const verticalGradient = (id: string, stops: [number, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

export const radialGlow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

export const svgDocument = (defs: string[], body: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;

function rgbOf(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends two #rrggbb colours: amount 0 gives a, 1 gives b. */
export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = rgbOf(a);
  const [br, bg, bb] = rgbOf(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const darker = (color: string, amount: number) => mix(color, '#1b1b2f', amount);
export const lighter = (color: string, amount: number) => mix(color, '#ffffff', amount);

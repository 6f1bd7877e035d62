/** Outdoor pieces shared by the exterior scenes: sky, ground, road, trees, cars, walls. */
import type { Random } from './random';
import { shadow, wheel } from './shapes';
import {
  HEIGHT,
  WIDTH,
  circle,
  darker,
  ellipse,
  group,
  lighter,
  line,
  mix,
  path,
  rect,
  rounded,
  verticalGradient,
} from './svg';

export type TimeOfDay = 'morning' | 'noon' | 'afternoon' | 'golden' | 'dusk';
export const TIMES_OF_DAY: readonly TimeOfDay[] = [
  'morning',
  'noon',
  'afternoon',
  'golden',
  'dusk',
];

type SkyLook = {
  stops: [string, string, string];
  sun: string;
  sunHeight: number;
  /** Windows glow and a colour wash settles over everything. */
  evening: boolean;
  wash?: { color: string; opacity: number };
};

const SKIES: Record<TimeOfDay, SkyLook> = {
  morning: {
    stops: ['#78b4ec', '#b7d9f4', '#fce4c2'],
    sun: '#fff3c4',
    sunHeight: 0.62,
    evening: false,
  },
  noon: {
    stops: ['#2f7ed4', '#6db0ec', '#d3ecfb'],
    sun: '#fffbe8',
    sunHeight: 0.18,
    evening: false,
  },
  afternoon: {
    stops: ['#4894dc', '#8fc4ee', '#eaf5fc'],
    sun: '#fff6d8',
    sunHeight: 0.3,
    evening: false,
  },
  golden: {
    stops: ['#6487cf', '#f0a96f', '#fdd9a2'],
    sun: '#ffdf8e',
    sunHeight: 0.58,
    evening: false,
    wash: { color: '#ff9a3c', opacity: 0.08 },
  },
  dusk: {
    stops: ['#232a5c', '#7a4a86', '#f3936a'],
    sun: '#ffc08a',
    sunHeight: 0.8,
    evening: true,
    wash: { color: '#2a2060', opacity: 0.16 },
  },
};

export type Sky = { defs: string; body: string; evening: boolean; horizon: string; wash: string };

export function sky(r: Random, time: TimeOfDay, horizonY: number): Sky {
  const look = SKIES[time];
  const defs = verticalGradient('sky', [
    [0, look.stops[0]],
    [0.6, look.stops[1]],
    [1, look.stops[2]],
  ]);
  const sunX = r.range(120, WIDTH - 120);
  const sunY = 40 + look.sunHeight * (horizonY - 80);
  const parts = [
    rect(0, 0, WIDTH, horizonY + 4, 'url(#sky)'),
    circle(sunX, sunY, 95, look.sun, { opacity: 0.18 }),
    circle(sunX, sunY, 62, look.sun, { opacity: 0.3 }),
    circle(sunX, sunY, 40, look.sun),
  ];
  const cloudCount = r.int(2, 4);
  for (let i = 0; i < cloudCount; i += 1) {
    parts.push(
      cloud(
        r,
        ((i + r.range(0.1, 0.8)) * WIDTH) / cloudCount,
        r.range(60, horizonY * 0.45),
        look.evening ? '#f6c3b4' : '#ffffff',
      ),
    );
  }
  const wash = look.wash
    ? rect(0, 0, WIDTH, HEIGHT, look.wash.color, { opacity: look.wash.opacity })
    : '';
  return { defs, body: parts.join(''), evening: look.evening, horizon: look.stops[2], wash };
}

function cloud(r: Random, x: number, y: number, color: string): string {
  const scale = r.range(0.6, 1.2);
  const puffs: string[] = [];
  const count = r.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const px = x + (i - count / 2) * 38 * scale;
    const radius = (i === 0 || i === count - 1 ? 24 : r.range(32, 46)) * scale;
    puffs.push(circle(px, y - radius * 0.4, radius, color));
  }
  puffs.push(
    rounded(
      x - (count / 2 + 0.6) * 38 * scale,
      y - 12 * scale,
      (count + 0.4) * 38 * scale,
      30 * scale,
      15 * scale,
      color,
    ),
  );
  return group(puffs, { opacity: 0.88 });
}

/** Low hills or a far-off row of buildings along the horizon, softened by haze. */
export function horizonBand(
  r: Random,
  horizonY: number,
  haze: string,
  kind: 'hills' | 'town',
): string {
  const far = mix('#6f8fa8', haze, 0.45);
  if (kind === 'hills') {
    let d = `M0 ${horizonY}`;
    let x = 0;
    while (x < WIDTH) {
      const w = r.range(160, 320);
      d += ` Q${x + w / 2} ${horizonY - r.range(30, 90)} ${x + w} ${horizonY}`;
      x += w;
    }
    return path(`${d} L${WIDTH} ${horizonY + 10} L0 ${horizonY + 10} Z`, far, { opacity: 0.7 });
  }
  const blocks: string[] = [];
  let x = -20;
  while (x < WIDTH) {
    const w = r.range(50, 120);
    const h = r.range(40, 140);
    blocks.push(rect(x, horizonY - h, w - 6, h + 10, far, { opacity: r.range(0.45, 0.7) }));
    x += w;
  }
  return group(blocks);
}

export type GroundStyle = { grass: string; road: boolean; roadY: number };

/** Grass from the horizon down, a footpath and, optionally, a road across the bottom. */
export function ground(
  r: Random,
  horizonY: number,
  road: boolean,
): { body: string; style: GroundStyle } {
  const grass = r.pick(['#8cc46b', '#7fb85e', '#9bcb72', '#86bd6a']);
  const roadY = HEIGHT - r.range(110, 140);
  const parts = [rect(0, horizonY, WIDTH, HEIGHT - horizonY, grass)];
  parts.push(rect(0, horizonY, WIDTH, 8, darker(grass, 0.12), { opacity: 0.5 }));
  if (road) {
    parts.push(rect(0, roadY - 22, WIDTH, 22, '#d9d2c3'));
    parts.push(rect(0, roadY - 4, WIDTH, 4, '#bdb5a5'));
    parts.push(rect(0, roadY, WIDTH, HEIGHT - roadY, '#5d6470'));
    const laneY = roadY + (HEIGHT - roadY) / 2;
    for (let x = 20; x < WIDTH; x += 110)
      parts.push(rect(x, laneY - 3, 60, 6, '#f2f2f2', { opacity: 0.85 }));
  }
  return { body: parts.join(''), style: { grass, road, roadY } };
}

const LEAF_GREENS = ['#4f9a4a', '#5aa851', '#3f8b45', '#6bb05a', '#468f3c'];

/** A rounded shade tree; size is the crown radius. */
export function tree(r: Random, x: number, baseY: number, size: number): string {
  const green = r.pick(LEAF_GREENS);
  const trunkH = size * 1.3;
  return group([
    shadow(x, baseY, size * 0.7, size * 0.12, 0.12),
    rect(x - size * 0.09, baseY - trunkH, size * 0.18, trunkH, '#7a5234'),
    circle(x - size * 0.45, baseY - trunkH - size * 0.2, size * 0.62, darker(green, 0.12)),
    circle(x + size * 0.45, baseY - trunkH - size * 0.25, size * 0.66, darker(green, 0.08)),
    circle(x, baseY - trunkH - size * 0.55, size * 0.8, green),
    circle(x - size * 0.25, baseY - trunkH - size * 0.8, size * 0.32, lighter(green, 0.18), {
      opacity: 0.8,
    }),
  ]);
}

/** The tall, narrow Ashoka tree that lines so many Indian compounds. */
export function ashokaTree(r: Random, x: number, baseY: number, height: number): string {
  const green = r.pick(LEAF_GREENS);
  const w = height * 0.16;
  return group([
    shadow(x, baseY, w * 1.1, w * 0.22, 0.12),
    rect(x - 3, baseY - height * 0.15, 6, height * 0.15, '#6b4a2f'),
    ellipse(x, baseY - height * 0.55, w, height * 0.46, darker(green, 0.15)),
    ellipse(x - w * 0.15, baseY - height * 0.58, w * 0.7, height * 0.42, green),
  ]);
}

export function bush(r: Random, x: number, baseY: number, size: number): string {
  const green = r.pick(LEAF_GREENS);
  return group([
    circle(x - size * 0.6, baseY - size * 0.45, size * 0.55, darker(green, 0.1)),
    circle(x + size * 0.6, baseY - size * 0.45, size * 0.55, darker(green, 0.1)),
    circle(x, baseY - size * 0.65, size * 0.75, green),
    rect(x - size * 1.1, baseY - size * 0.45, size * 2.2, size * 0.45, darker(green, 0.1)),
  ]);
}

export const CAR_COLOURS = ['#d64545', '#f2f2f2', '#3b6fb6', '#9aa3ad', '#2e2e3a', '#e0a030'];

/** A small hatchback seen from the side; x is its left end, y the road it stands on. */
export function car(x: number, y: number, color: string, scale = 1): string {
  const s = (v: number) => v * scale;
  return group([
    shadow(x + s(95), y, s(100), s(8), 0.18),
    path(
      `M${x} ${y - s(22)} Q${x} ${y - s(42)} ${x + s(22)} ${y - s(44)} L${x + s(52)} ${y - s(46)} L${x + s(78)} ${y - s(76)} Q${x + s(84)} ${y - s(80)} ${x + s(94)} ${y - s(80)} L${x + s(150)} ${y - s(80)} Q${x + s(162)} ${y - s(80)} ${x + s(168)} ${y - s(70)} L${x + s(186)} ${y - s(44)} Q${x + s(192)} ${y - s(42)} ${x + s(192)} ${y - s(30)} L${x + s(192)} ${y - s(14)} L${x} ${y - s(14)} Z`,
      color,
    ),
    path(
      `M${x + s(62)} ${y - s(46)} L${x + s(84)} ${y - s(72)} L${x + s(118)} ${y - s(72)} L${x + s(118)} ${y - s(46)} Z`,
      '#bfe0f2',
    ),
    path(
      `M${x + s(126)} ${y - s(46)} L${x + s(126)} ${y - s(72)} L${x + s(150)} ${y - s(72)} L${x + s(172)} ${y - s(46)} Z`,
      '#bfe0f2',
    ),
    rect(x + s(4), y - s(30), s(12), s(7), '#ffd36b'),
    rect(x + s(180), y - s(30), s(10), s(7), '#e05555'),
    wheel(x + s(44), y - s(14), s(17), s(7)),
    wheel(x + s(150), y - s(14), s(17), s(7)),
  ]);
}

/** A parked scooter, the most common vehicle outside any hostel or shop. */
export function scooter(x: number, y: number, color: string): string {
  return group([
    shadow(x + 30, y, 38, 4, 0.18),
    circle(x + 4, y - 12, 12, '#2b2b33'),
    circle(x + 58, y - 12, 12, '#2b2b33'),
    path(
      `M${x - 6} ${y - 16} Q${x + 4} ${y - 44} ${x + 30} ${y - 40} L${x + 50} ${y - 40} L${x + 62} ${y - 18} Z`,
      color,
    ),
    rounded(x + 14, y - 50, 34, 10, 5, '#333340'),
    line(x + 56, y - 20, x + 50, y - 66, '#555560', 4),
    rect(x + 42, y - 70, 18, 5, '#555560'),
  ]);
}

export function streetLamp(x: number, baseY: number, evening: boolean): string {
  return group([
    rect(x - 3, baseY - 190, 6, 190, '#4a4f5a'),
    path(`M${x} ${baseY - 188} Q${x} ${baseY - 205} ${x + 28} ${baseY - 205}`, 'none', {
      stroke: '#4a4f5a',
      'stroke-width': 5,
    }),
    rounded(x + 18, baseY - 210, 30, 10, 4, '#4a4f5a'),
    evening ? circle(x + 33, baseY - 198, 26, '#ffe7a0', { opacity: 0.45 }) : '',
    rect(x + 22, baseY - 201, 22, 4, evening ? '#fff2c0' : '#e6e6e6'),
  ]);
}

/** A plastered compound wall with pillars and a grille gate in a gap. */
export function compoundWall(
  left: number,
  right: number,
  baseY: number,
  height: number,
  color: string,
  gate?: { x: number; width: number },
): string {
  const parts: string[] = [];
  const cap = darker(color, 0.18);
  const segments: [number, number][] = gate
    ? [
        [left, gate.x],
        [gate.x + gate.width, right],
      ]
    : [[left, right]];
  for (const [from, to] of segments) {
    if (to - from < 4) continue;
    parts.push(rect(from, baseY - height, to - from, height, color));
    parts.push(rect(from - 2, baseY - height - 6, to - from + 4, 8, cap));
    for (let x = from; x <= to; x += 120) {
      const px = Math.min(x, to - 16);
      parts.push(rect(px, baseY - height - 12, 16, height + 12, darker(color, 0.08)));
    }
  }
  if (gate) {
    parts.push(
      rect(gate.x, baseY - height * 1.15, gate.width, height * 1.15, '#3a3f4a', { opacity: 0.15 }),
    );
    for (let x = gate.x + 8; x < gate.x + gate.width - 4; x += 12) {
      parts.push(rect(x, baseY - height * 1.1, 4, height * 1.1, '#3a3f4a'));
    }
    parts.push(rect(gate.x, baseY - height * 1.1, gate.width, 6, '#3a3f4a'));
    parts.push(rect(gate.x, baseY - height * 0.5, gate.width, 5, '#3a3f4a'));
  }
  return parts.join('');
}

/** Two water tanks on the roof: an Indian skyline is not complete without them. */
export function waterTanks(x: number, roofY: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const tx = x + i * 54;
    parts.push(rect(tx - 2, roofY - 8, 48, 8, '#8a8f99'));
    parts.push(rounded(tx + 2, roofY - 52, 40, 46, 8, '#2d2f36'));
    parts.push(line(tx + 4, roofY - 38, tx + 40, roofY - 38, '#474a53', 3));
    parts.push(line(tx + 4, roofY - 24, tx + 40, roofY - 24, '#474a53', 3));
    parts.push(ellipse(tx + 22, roofY - 52, 14, 5, '#474a53'));
  }
  return parts.join('');
}

/** Strips of washed clothes on a line: PG balconies and hostel terraces. */
export function clothesLine(r: Random, x: number, y: number, width: number): string {
  const parts = [line(x, y, x + width, y, '#6b6f78', 2)];
  for (let cx = x + 6; cx < x + width - 14; cx += r.int(16, 26)) {
    const color = r.pick(['#e85d75', '#4c8bf5', '#f2c14e', '#ffffff', '#53b88a', '#9b6bd3']);
    parts.push(rect(cx, y, r.int(10, 16), r.int(16, 26), color));
  }
  return parts.join('');
}

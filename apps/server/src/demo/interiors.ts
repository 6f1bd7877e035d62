/** Rooms seen from the doorway: living room, bedroom, kitchen, PG room, shop, office, store. */
import type { Random } from './random';
import { shadow, trapezoid } from './shapes';
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
  polygon,
  radialGlow,
  rect,
  rounded,
  svgDocument,
  verticalGradient,
} from './svg';

const FLOOR_Y = 600;
const VANISH_X = WIDTH / 2;

const WALLS = ['#f4ead9', '#e9efe9', '#f2e3d5', '#e6ecf3', '#f7efe0', '#efe6f0', '#f1eadf'];
const ACCENTS = ['#2f7d8c', '#c8643b', '#7a4fb5', '#3f6e9a', '#d08a2e', '#b5485d', '#4f8a5b'];
const WOODS = ['#c89b6d', '#b7875a', '#d2a877', '#a87a52'];
const TILES = ['#e9e4da', '#d9d4cb', '#efeae2', '#dcd2c4'];

type Look = { wall: string; accent: string; evening: boolean };

/** Back wall, ceiling band, skirting and a floor whose joints run towards the viewer. */
function shell(r: Random, look: Look, floor: 'wood' | 'tile' | 'concrete'): string[] {
  const base = floor === 'wood' ? r.pick(WOODS) : floor === 'tile' ? r.pick(TILES) : '#b9b6b0';
  const wall = look.evening ? mix(look.wall, '#f0c890', 0.12) : look.wall;
  const parts = [
    rect(0, 0, WIDTH, FLOOR_Y, wall),
    rect(0, 0, WIDTH, 34, lighter(wall, 0.35)),
    rect(0, 34, WIDTH, 6, darker(wall, 0.06)),
    rect(0, FLOOR_Y, WIDTH, HEIGHT - FLOOR_Y, base),
  ];
  const spread = (x: number) => VANISH_X + (x - VANISH_X) * 2.1;
  const step = floor === 'wood' ? 70 : 110;
  for (let x = -700; x <= WIDTH + 700; x += step) {
    if (floor === 'wood' && Math.round(x / step) % 2 === 0) {
      parts.push(
        polygon(
          [
            [x, FLOOR_Y],
            [x + step, FLOOR_Y],
            [spread(x + step), HEIGHT],
            [spread(x), HEIGHT],
          ],
          darker(base, 0.06),
        ),
      );
    }
    parts.push(line(x, FLOOR_Y, spread(x), HEIGHT, darker(base, 0.14), floor === 'wood' ? 1.5 : 2));
  }
  if (floor !== 'wood') {
    for (let k = 1; k < 5; k += 1) {
      const y = FLOOR_Y + (HEIGHT - FLOOR_Y) * (k / 5) ** 1.5;
      parts.push(line(0, y, WIDTH, y, darker(base, 0.14), 2));
    }
  }
  parts.push(rect(0, FLOOR_Y - 12, WIDTH, 12, darker(wall, 0.18)));
  parts.push(rect(0, FLOOR_Y, WIDTH, 26, '#000000', { opacity: 0.05 }));
  return parts;
}

/** A window onto the city: sky, a few roofs and trees, white frame, curtains either side. */
function windowView(
  r: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  look: Look,
  curtains: boolean,
): string {
  const parts = [
    rect(x - 14, y - 14, w + 28, h + 28, '#000000', { opacity: 0.06 }),
    rect(x - 10, y - 10, w + 20, h + 20, '#ffffff'),
    rect(x, y, w, h, 'url(#view)'),
  ];
  const far = look.evening ? '#3a3a66' : '#a9bfd3';
  let bx = x;
  while (bx < x + w - 10) {
    const bw = Math.min(r.range(40, 90), x + w - bx);
    const bh = r.range(h * 0.15, h * 0.45);
    parts.push(rect(bx, y + h - bh, bw - 4, bh, far));
    if (look.evening) {
      for (let k = 0; k < 3; k += 1) {
        parts.push(
          rect(bx + r.range(4, bw - 14), y + h - bh + r.range(8, bh - 12), 6, 8, '#ffd88a', {
            opacity: 0.9,
          }),
        );
      }
    }
    bx += bw;
  }
  for (let k = 0; k < 3; k += 1) {
    parts.push(
      circle(
        x + r.range(20, w - 20),
        y + h - 6,
        r.range(20, 34),
        look.evening ? '#2f4a3a' : '#6fae5f',
      ),
    );
  }
  parts.push(line(x + w / 2, y, x + w / 2, y + h, '#ffffff', 8));
  parts.push(line(x, y + h * 0.35, x + w, y + h * 0.35, '#ffffff', 6));
  parts.push(rect(x - 20, y + h + 8, w + 40, 12, darker('#ffffff', 0.08)));
  if (curtains) {
    const color = mix(look.accent, '#ffffff', 0.45);
    parts.push(rect(x - 60, y - 40, w + 120, 10, '#8a8f99'));
    for (const [cx, dir] of [
      [x - 56, 1],
      [x + w + 56, -1],
    ] as const) {
      const cw = 74 * dir;
      parts.push(
        path(
          `M${cx} ${y - 34} L${cx + cw} ${y - 34} Q${cx + cw * 0.55} ${y + h * 0.55} ${cx + cw * 0.8} ${y + h + 60} L${cx} ${y + h + 60} Z`,
          color,
        ),
      );
      for (let k = 1; k < 4; k += 1) {
        parts.push(
          line(
            cx + (cw * k) / 4,
            y - 30,
            cx + ((cw * k) / 4) * 0.8,
            y + h + 56,
            darker(color, 0.12),
            3,
          ),
        );
      }
    }
  }
  return group(parts);
}

function viewDefs(look: Look): string {
  return verticalGradient(
    'view',
    look.evening
      ? [
          [0, '#2d3166'],
          [0.6, '#8a4f86'],
          [1, '#f0946a'],
        ]
      : [
          [0, '#7fbdf0'],
          [1, '#e3f3fc'],
        ],
  );
}

/** The ceiling fan of every Indian home, hanging from the top edge. */
function ceilingFan(x: number, color: string): string {
  return group([
    rect(x - 3, 0, 6, 54, '#8a8f99'),
    ellipse(x - 120, 62, 110, 9, color),
    ellipse(x + 120, 62, 110, 9, color),
    ellipse(x, 74, 30, 14, darker(color, 0.1)),
    ellipse(x, 60, 26, 12, darker(color, 0.2)),
  ]);
}

/** A framed print: hills and a sun, in the room's colours. */
function wallArt(r: Random, x: number, y: number, w: number, h: number, accent: string): string {
  return group([
    rect(x - 8, y - 8, w + 16, h + 16, '#5a4636'),
    rect(x, y, w, h, lighter(accent, 0.75)),
    circle(x + w * r.range(0.25, 0.75), y + h * 0.35, h * 0.14, '#f2b84b'),
    path(
      `M${x} ${y + h * 0.75} Q${x + w * 0.3} ${y + h * 0.35} ${x + w * 0.6} ${y + h * 0.7} T${x + w} ${y + h * 0.6} L${x + w} ${y + h} L${x} ${y + h} Z`,
      accent,
    ),
    path(
      `M${x} ${y + h * 0.9} Q${x + w * 0.5} ${y + h * 0.6} ${x + w} ${y + h * 0.85} L${x + w} ${y + h} L${x} ${y + h} Z`,
      darker(accent, 0.25),
    ),
  ]);
}

function pottedPlant(r: Random, x: number, baseY: number, size: number): string {
  const pot = r.pick(['#c8643b', '#e9e4da', '#3f4a5a', '#d08a2e']);
  const leaves: string[] = [];
  for (let k = 0; k < 7; k += 1) {
    const angle = -Math.PI / 2 + (k - 3) * 0.38;
    const length = size * r.range(0.9, 1.4);
    const lx = x + Math.cos(angle) * length * 0.5;
    const ly = baseY - size * 0.9 + Math.sin(angle) * length * 0.5;
    leaves.push(
      ellipse(lx, ly, length * 0.5, size * 0.16, k % 2 ? '#3f8b45' : '#5aa851', {
        transform: `rotate(${((angle * 180) / Math.PI).toFixed(1)} ${lx.toFixed(1)} ${ly.toFixed(1)})`,
      }),
    );
  }
  return group([
    shadow(x, baseY, size * 0.6, size * 0.1, 0.12),
    ...leaves,
    trapezoid(x, baseY - size * 0.9, size * 0.45, baseY, size * 0.34, pot),
    rect(x - size * 0.5, baseY - size * 0.95, size, size * 0.12, darker(pot, 0.15)),
  ]);
}

/** A white pillow with a thin grey edge. */
const pillow = (x: number, y: number, w: number, h: number, radius: number) =>
  rounded(x, y, w, h, radius, '#fbfbfb', { stroke: '#e4e4e4', 'stroke-width': 2 });

/** Warm pools of light from lamps, added last in the evening. */
const glow = (x: number, y: number, radius: number) => circle(x, y, radius, 'url(#glow)');

function room(
  r: Random,
  evening: boolean,
  draw: (look: Look) => string[],
  floor: 'wood' | 'tile' | 'concrete',
): string {
  const look: Look = { wall: r.pick(WALLS), accent: r.pick(ACCENTS), evening };
  const body = [...shell(r, look, floor), ...draw(look)];
  if (evening) body.push(rect(0, 0, WIDTH, HEIGHT, '#3a2a50', { opacity: 0.08 }));
  return svgDocument([viewDefs(look), radialGlow('glow', '#ffd98a', 0.55)], body);
}

function sofa(x: number, y: number, w: number, color: string, cushion: string): string {
  return group([
    shadow(x + w / 2, y + 118, w * 0.55, 14, 0.15),
    rounded(x + 30, y - 10, w - 60, 100, 22, darker(color, 0.08)),
    rounded(x + 20, y + 52, w - 40, 60, 16, color),
    line(x + 20 + (w - 40) / 3, y + 56, x + 20 + (w - 40) / 3, y + 108, darker(color, 0.18), 3),
    line(
      x + 20 + ((w - 40) * 2) / 3,
      y + 56,
      x + 20 + ((w - 40) * 2) / 3,
      y + 108,
      darker(color, 0.18),
      3,
    ),
    rounded(x, y + 20, 46, 96, 18, darker(color, 0.04)),
    rounded(x + w - 46, y + 20, 46, 96, 18, darker(color, 0.04)),
    rounded(x + 58, y + 6, 70, 62, 14, cushion, { transform: `rotate(-8 ${x + 93} ${y + 37})` }),
    rounded(x + w - 128, y + 6, 70, 62, 14, lighter(cushion, 0.3), {
      transform: `rotate(8 ${x + w - 93} ${y + 37})`,
    }),
    rect(x + 18, y + 112, 10, 16, '#4a3a2c'),
    rect(x + w - 28, y + 112, 10, 16, '#4a3a2c'),
  ]);
}

export function livingRoomScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    (look) => {
      const windowLeft = r.chance(0.5);
      const wx = windowLeft ? r.range(90, 150) : r.range(760, 820);
      const sofaW = r.range(500, 560);
      const sofaX = windowLeft ? r.range(540, 1110 - sofaW) : r.range(90, 660 - sofaW + 40);
      const sofaColor = r.pick(['#4f6d8f', '#c9b79c', '#6f8f72', '#8c5a6b', '#d9a45b', '#5b6270']);
      const artX = sofaX + sofaW / 2 - 110;
      const parts = [
        windowView(r, wx, 120, 300, 340, look, true),
        wallArt(r, artX, 150, 220, 150, look.accent),
        ellipse(sofaX + sofaW / 2, 700, sofaW * 0.62, 62, lighter(look.accent, 0.55)),
        ellipse(sofaX + sofaW / 2, 700, sofaW * 0.5, 46, lighter(look.accent, 0.7)),
        sofa(sofaX, 470, sofaW, sofaColor, look.accent),
        // Coffee table with a tea set.
        shadow(sofaX + sofaW / 2, 742, 150, 12, 0.15),
        rounded(sofaX + sofaW / 2 - 140, 682, 280, 18, 8, '#7a5234'),
        rect(sofaX + sofaW / 2 - 120, 700, 12, 42, '#5a3c26'),
        rect(sofaX + sofaW / 2 + 108, 700, 12, 42, '#5a3c26'),
        rounded(sofaX + sofaW / 2 - 40, 662, 30, 22, 6, '#ffffff'),
        rounded(sofaX + sofaW / 2 + 10, 666, 24, 18, 6, lighter(look.accent, 0.4)),
        pottedPlant(r, windowLeft ? wx + 380 : wx - 80, 640, 70),
        ceilingFan(WIDTH / 2 + r.range(-80, 80), '#f4f4f4'),
      ];
      // A side table with a vase on one side of the sofa, a floor lamp on the other.
      const tableX = windowLeft ? sofaX + sofaW + 10 : sofaX - 90;
      parts.push(rect(tableX, 520, 80, 80, '#7a5234'));
      parts.push(rect(tableX + 6, 540, 68, 4, '#5a3c26'));
      parts.push(rounded(tableX + 28, 478, 24, 42, 10, lighter(look.accent, 0.2)));
      parts.push(circle(tableX + 34, 470, 10, '#f2b84b'));
      parts.push(circle(tableX + 48, 466, 9, '#e85d75'));
      const lampX = windowLeft ? sofaX - 50 : sofaX + sofaW + 50;
      parts.push(rect(lampX - 3, 330, 6, 270, '#3a3f4a'));
      parts.push(ellipse(lampX, 600, 30, 8, '#3a3f4a'));
      parts.push(trapezoid(lampX, 330, 40, 270, 28, '#f3e3c0'));
      if (evening) parts.push(glow(lampX, 320, 220));
      return parts;
    },
    r.pick(['wood', 'tile'] as const),
  );
}

export function bedroomScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    (look) => {
      const bedX = r.range(330, 430);
      const bedW = 440;
      const head = r.pick(['#6b4a33', '#8a6a55', '#4f5d75', '#b59b7e']);
      const blanket = look.accent;
      const windowLeft = r.chance(0.5);
      const parts = [
        windowView(r, windowLeft ? 70 : 900, 130, 220, 300, look, true),
        wallArt(r, bedX + 110, 130, 220, 120, look.accent),
        // Headboard, mattress, pillows and a folded blanket.
        rounded(bedX - 20, 330, bedW + 40, 200, 20, head),
        rounded(bedX - 4, 346, bedW + 8, 60, 14, lighter(head, 0.12)),
        shadow(bedX + bedW / 2, 676, bedW * 0.62, 20, 0.15),
        rect(bedX - 10, 470, bedW + 20, 200, '#ffffff'),
        pillow(bedX + 30, 420, 160, 70, 22),
        pillow(bedX + bedW - 190, 420, 160, 70, 22),
        rect(bedX - 14, 540, bedW + 28, 140, blanket),
        rect(bedX - 14, 540, bedW + 28, 26, lighter(blanket, 0.3)),
        line(bedX - 14, 610, bedX + bedW + 14, 610, darker(blanket, 0.15), 3),
        rect(bedX - 10, 670, 14, 24, '#4a3a2c'),
        rect(bedX + bedW - 4, 670, 14, 24, '#4a3a2c'),
      ];
      for (const sx of [bedX - 130, bedX + bedW + 30]) {
        parts.push(rect(sx, 470, 100, 130, '#8a6a50'));
        parts.push(line(sx + 8, 530, sx + 92, 530, '#6b4f3a', 3));
        parts.push(circle(sx + 50, 505, 4, '#f2c14e'));
        parts.push(rect(sx + 46, 420, 8, 50, '#3a3f4a'));
        parts.push(trapezoid(sx + 50, 420, 28, 376, 16, '#f6e7c8'));
        if (evening) parts.push(glow(sx + 50, 400, 150));
      }
      // A wardrobe on the side without the window.
      const wardX = windowLeft ? 1010 : 30;
      parts.push(rect(wardX, 140, 170, 460, '#b08a68'));
      parts.push(line(wardX + 85, 150, wardX + 85, 590, '#8a6a50', 4));
      parts.push(rect(wardX + 72, 340, 6, 50, '#e8d7b9'));
      parts.push(rect(wardX + 92, 340, 6, 50, '#e8d7b9'));
      parts.push(ellipse(bedX + bedW / 2, 740, 320, 40, lighter(look.accent, 0.6)));
      parts.push(ceilingFan(bedX + bedW / 2, '#f4f4f4'));
      return parts;
    },
    r.pick(['wood', 'tile'] as const),
  );
}

export function kitchenScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    (look) => {
      const cabinet = r.pick(['#5f7f8f', '#c95a3f', '#4d6b57', '#7d5a44', '#3f5a7a', '#d9c7a8']);
      const top = r.pick(['#2d2f36', '#5a4e46', '#3c4049']);
      const tile = r.pick(['#ffffff', '#e6f0f2', '#f6eadb']);
      const left = 60;
      const right = r.chance(0.5) ? 960 : 1140;
      const parts = [
        rect(left, 300, right - left, 170, tile),
        windowView(r, 470, 300, 200, 150, look, false),
      ];
      for (let x = left; x <= right; x += 40) {
        if (x > 455 && x < 685) continue;
        parts.push(line(x, 300, x, 470, darker(tile, 0.1), 1.5));
      }
      for (let y = 300; y <= 470; y += 28) {
        parts.push(line(left, y, 455, y, darker(tile, 0.1), 1.5));
        parts.push(line(685, y, right, y, darker(tile, 0.1), 1.5));
      }
      // Upper cabinets either side of the window, and a chimney hood over the stove.
      const stoveX = r.chance(0.5) ? 170 : 760;
      for (let x = left; x < right - 10; x += 130) {
        if (x + 120 > 450 && x < 690) continue;
        if (x + 120 > stoveX && x < stoveX + 200) continue;
        parts.push(
          rect(x + 4, 110, 122, 170, cabinet, { stroke: darker(cabinet, 0.2), 'stroke-width': 2 }),
        );
        parts.push(rect(x + 14, 120, 102, 150, lighter(cabinet, 0.08)));
        parts.push(rect(x + 60, 250, 10, 24, darker(cabinet, 0.35)));
      }
      parts.push(trapezoid(stoveX + 100, 270, 100, 200, 60, '#c9ced6'));
      parts.push(rect(stoveX + 70, 110, 60, 90, '#b5bcc6'));
      parts.push(rect(stoveX, 266, 200, 10, '#8a919c'));
      // Counter, lower cabinets with handles.
      parts.push(rect(left - 10, 468, right - left + 20, 24, top));
      for (let x = left; x < right - 10; x += 130) {
        parts.push(
          rect(x + 4, 496, 122, 96, cabinet, { stroke: darker(cabinet, 0.2), 'stroke-width': 2 }),
        );
        parts.push(rect(x + 44, 510, 42, 8, darker(cabinet, 0.35)));
      }
      // Gas stove, a pressure cooker and a kadai.
      parts.push(rect(stoveX + 10, 446, 180, 22, '#1f2126'));
      parts.push(circle(stoveX + 55, 452, 12, '#444a55'));
      parts.push(circle(stoveX + 145, 452, 12, '#444a55'));
      parts.push(rounded(stoveX + 25, 392, 60, 56, 10, '#c7ccd4'));
      parts.push(rect(stoveX + 48, 378, 14, 16, '#2d2f36'));
      parts.push(rect(stoveX + 80, 404, 40, 8, '#2d2f36'));
      parts.push(
        path(`M${stoveX + 110} 430 Q${stoveX + 145} 470 ${stoveX + 180} 430 Z`, '#2d2f36'),
      );
      // Sink under the window, spice jars and a rack.
      parts.push(rect(510, 460, 120, 10, '#aeb5bf'));
      parts.push(
        path('M560 460 L560 420 Q560 410 572 410 L590 410', 'none', {
          stroke: '#aeb5bf',
          'stroke-width': 6,
        }),
      );
      parts.push(rect(250 + (stoveX > 500 ? 0 : 520), 330, 150, 8, '#8a6a50'));
      for (let k = 0; k < 6; k += 1) {
        const jx = 256 + (stoveX > 500 ? 0 : 520) + k * 24;
        parts.push(
          rect(jx, 304, 16, 26, r.pick(['#d64545', '#f2a900', '#6b8e23', '#8b4513', '#e07a2e'])),
        );
        parts.push(rect(jx - 1, 300, 18, 6, '#3a3f4a'));
      }
      if (right < 1000) {
        parts.push(rounded(1000, 170, 150, 430, 14, r.pick(['#d8dde3', '#b8c4cf', '#c9353f'])));
        parts.push(line(1000, 330, 1150, 330, '#8a919c', 3));
        parts.push(rect(1016, 200, 8, 100, '#8a919c'));
        parts.push(rect(1016, 350, 8, 130, '#8a919c'));
      }
      parts.push(rounded(440, 650, 260, 56, 12, lighter(look.accent, 0.35)));
      parts.push(
        rounded(456, 662, 228, 32, 8, 'none', {
          stroke: '#ffffff',
          'stroke-width': 3,
          opacity: 0.7,
        }),
      );
      if (evening) parts.push(glow(stoveX + 100, 300, 200));
      return parts;
    },
    'tile',
  );
}

function singleBed(x: number, w: number, cover: string, frame: string): string {
  return group([
    shadow(x + w / 2, 668, w * 0.6, 14, 0.15),
    rect(x, 400, w, 140, frame),
    rect(x + 6, 480, w - 12, 150, '#ffffff'),
    pillow(x + 20, 456, w - 40, 56, 18),
    rect(x, 540, w, 110, cover),
    rect(x, 540, w, 20, lighter(cover, 0.3)),
    rect(x + 4, 650, 12, 22, frame),
    rect(x + w - 16, 650, 12, 22, frame),
  ]);
}

export function pgRoomScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    (look) => {
      const frame = r.pick(['#6b4a33', '#5a6270', '#8a6a50']);
      const beds = r.int(2, 3);
      const covers = r.shuffle(['#2f7d8c', '#c8643b', '#7a4fb5', '#d08a2e', '#b5485d', '#4f8a5b']);
      const parts = [windowView(r, 470, 110, 260, 240, look, true)];
      const spots: [number, number][] =
        beds === 2
          ? [
              [70, 250],
              [880, 250],
            ]
          : [
              [20, 185],
              [222, 185],
              [880, 250],
            ];
      spots.forEach(([x, w], i) => parts.push(singleBed(x, w, covers[i]!, frame)));
      // A study table with a lamp and books, a chair in front.
      parts.push(rect(420, 470, 360, 20, '#9a7352'));
      parts.push(rect(430, 490, 14, 110, '#7a5a40'));
      parts.push(rect(756, 490, 14, 110, '#7a5a40'));
      parts.push(rect(640, 490, 120, 70, '#8a6548'));
      for (let k = 0; k < 5; k += 1) {
        parts.push(
          rect(450 + k * 18, 410 + (k % 2) * 8, 14, 60 - (k % 2) * 8, covers[k % covers.length]!),
        );
      }
      parts.push(rect(700, 420, 6, 50, '#3a3f4a'));
      parts.push(trapezoid(703, 420, 27, 392, 13, '#f2c14e'));
      parts.push(rounded(540, 520, 120, 90, 14, '#3a3f4a'));
      parts.push(rounded(560, 600, 80, 16, 6, '#2d2f36'));
      parts.push(rect(596, 610, 8, 60, '#2d2f36'));
      // Wall clock and a notice board.
      parts.push(circle(290, 140, 34, '#ffffff', { stroke: '#3a3f4a', 'stroke-width': 6 }));
      parts.push(line(290, 140, 290, 118, '#3a3f4a', 4));
      parts.push(line(290, 140, 306, 148, '#3a3f4a', 4));
      parts.push(rect(860, 160, 180, 120, '#c9a27a'));
      for (let k = 0; k < 4; k += 1) {
        parts.push(
          rect(
            872 + (k % 2) * 84,
            172 + Math.floor(k / 2) * 52,
            70,
            42,
            r.pick(['#ffffff', '#fff2a8', '#cfe8ff', '#ffd4d4']),
          ),
        );
      }
      parts.push(ceilingFan(600, '#f4f4f4'));
      if (evening) parts.push(glow(703, 410, 160));
      return parts;
    },
    'tile',
  );
}

const GOODS = [
  '#d64545',
  '#f2a900',
  '#2f6fb5',
  '#2e9a5b',
  '#ef6c2f',
  '#7a4fb5',
  '#0f8b8d',
  '#ffffff',
];

export function shopInteriorScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    (look) => {
      const shelf = r.pick(['#8a6a50', '#e9e1d3', '#5a6270']);
      const parts = [
        rect(80, 70, 1040, 50, look.accent),
        rect(80, 116, 1040, 6, darker(look.accent, 0.25)),
      ];
      parts.push(rounded(100, 80, 260, 30, 10, '#ffffff', { opacity: 0.9 }));
      for (let row = 0; row < 4; row += 1) {
        const y = 170 + row * 100;
        parts.push(rect(80, y + 80, 1040, 12, shelf));
        let x = 90;
        while (x < 1100) {
          const w = r.int(26, 56);
          const h = r.int(40, 76);
          parts.push(rounded(x, y + 80 - h, w - 6, h, 4, r.pick(GOODS)));
          parts.push(rect(x + 4, y + 80 - h * 0.6, w - 14, h * 0.22, '#ffffff', { opacity: 0.7 }));
          x += w;
        }
      }
      // A glass counter with a cash register.
      parts.push(shadow(600, 760, 420, 20, 0.12));
      parts.push(rect(200, 600, 800, 160, lighter(shelf, 0.2)));
      parts.push(rect(220, 612, 760, 80, '#cfe6f3', { opacity: 0.8 }));
      for (let k = 0; k < 10; k += 1)
        parts.push(rounded(240 + k * 72, 640, 50, 46, 6, r.pick(GOODS)));
      parts.push(rect(190, 590, 820, 14, darker(shelf, 0.2)));
      parts.push(rounded(780, 540, 120, 54, 8, '#3a3f4a'));
      parts.push(rect(800, 552, 80, 20, '#7fd0a8'));
      for (const lx of [300, 600, 900]) {
        parts.push(line(lx, 0, lx, 40, '#3a3f4a', 3));
        parts.push(path(`M${lx - 40} 70 Q${lx} 20 ${lx + 40} 70 Z`, '#3a3f4a'));
        parts.push(glow(lx, 80, evening ? 160 : 100));
      }
      return parts;
    },
    'tile',
  );
}

export function workspaceScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    (look) => {
      const parts: string[] = [];
      // Glass cabins along the back wall, with blinds.
      for (let k = 0; k < 3; k += 1) {
        const x = 80 + k * 360;
        parts.push(rect(x, 110, 320, 380, '#dff0f8', { opacity: 0.9 }));
        parts.push(rect(x, 110, 320, 380, 'none', { stroke: '#8a919c', 'stroke-width': 6 }));
        for (let y = 130; y < 250; y += 14) parts.push(line(x + 6, y, x + 314, y, '#c5d3dc', 6));
        parts.push(rounded(x + 110, 380, 100, 40, 6, '#ffffff'));
      }
      parts.push(rect(80, 70, 200, 26, look.accent));
      // Two rows of desks with monitors and chairs.
      for (const [y, scale] of [
        [520, 0.78],
        [650, 1],
      ] as const) {
        const deskW = 1000 * scale;
        const x0 = WIDTH / 2 - deskW / 2;
        const seats = [0, 1, 2, 3].map((k) => x0 + (k + 0.5) * (deskW / 4));
        // The chairs stand behind the desk, facing us: their backs show above it.
        for (const mx of seats) {
          parts.push(
            rounded(mx + 40 * scale, y - 70 * scale, 70 * scale, 80 * scale, 12, look.accent),
          );
        }
        parts.push(shadow(WIDTH / 2, y + 90 * scale, deskW * 0.52, 12, 0.1));
        parts.push(rect(x0, y, deskW, 16 * scale, '#f4f4f4'));
        parts.push(rect(x0, y + 16 * scale, deskW, 70 * scale, '#dfe3e8'));
        parts.push(rect(x0, y + 16 * scale, deskW, 6, '#c9ced6'));
        for (const mx of seats) {
          parts.push(rect(mx - 3 * scale, y - 26 * scale, 6 * scale, 26 * scale, '#3a3f4a'));
          parts.push(
            rounded(mx - 60 * scale, y - 96 * scale, 120 * scale, 74 * scale, 6, '#2d2f36'),
          );
          parts.push(
            rect(
              mx - 54 * scale,
              y - 90 * scale,
              108 * scale,
              62 * scale,
              r.pick(['#5fa8d3', '#7fd0a8', '#f2c14e', '#9b8cd9']),
            ),
          );
          parts.push(rounded(mx - 80 * scale, y - 8 * scale, 50 * scale, 8 * scale, 3, '#3a3f4a'));
        }
      }
      parts.push(pottedPlant(r, 60, 700, 90));
      parts.push(pottedPlant(r, 1140, 700, 90));
      for (const lx of [300, 600, 900]) {
        parts.push(rounded(lx - 70, 40, 140, 12, 6, '#ffffff'));
        parts.push(glow(lx, 60, evening ? 150 : 90));
      }
      return parts;
    },
    r.pick(['tile', 'concrete'] as const),
  );
}

export function storeInteriorScene(r: Random, evening: boolean): string {
  return room(
    r,
    evening,
    () => {
      const upright = r.pick(['#2f6fb5', '#ef6c2f', '#2e9a5b']);
      const beam = r.pick(['#f2a900', '#ef6c2f']);
      const parts = [rect(0, 40, WIDTH, 60, '#cfd6de'), rect(0, 60, WIDTH, 30, '#e6f2fa')];
      for (let k = 0; k < 8; k += 1) parts.push(rect(40 + k * 145, 60, 120, 30, '#a9d2ee'));
      for (let bay = 0; bay < 3; bay += 1) {
        const x = 60 + bay * 380;
        parts.push(rect(x, 160, 12, 440, upright));
        parts.push(rect(x + 328, 160, 12, 440, upright));
        for (let level = 0; level < 4; level += 1) {
          const y = 250 + level * 110;
          parts.push(rect(x, y, 340, 10, beam));
          let bx = x + 18;
          while (bx < x + 300) {
            const w = r.int(50, 80);
            const h = r.int(50, 86);
            if (r.chance(0.88)) {
              parts.push(rect(bx, y - h, w - 6, h, r.pick(['#c89b6d', '#b7875a', '#d2a877'])));
              parts.push(rect(bx + (w - 6) / 2 - 5, y - h, 10, h, '#e8d0a8', { opacity: 0.8 }));
            }
            bx += w;
          }
        }
      }
      // Yellow lane markings and a forklift.
      parts.push(
        polygon(
          [
            [330, 600],
            [350, 600],
            [180, 800],
            [140, 800],
          ],
          '#f2c14e',
        ),
      );
      parts.push(
        polygon(
          [
            [850, 600],
            [870, 600],
            [1060, 800],
            [1020, 800],
          ],
          '#f2c14e',
        ),
      );
      const fx = r.range(380, 640);
      parts.push(shadow(fx + 100, 760, 140, 14, 0.2));
      parts.push(rounded(fx + 40, 640, 160, 100, 12, '#f2a900'));
      parts.push(rect(fx + 100, 560, 10, 90, '#3a3f4a'));
      parts.push(rect(fx + 170, 560, 10, 90, '#3a3f4a'));
      parts.push(rect(fx + 100, 560, 80, 8, '#3a3f4a'));
      parts.push(rect(fx, 520, 12, 220, '#3a3f4a'));
      parts.push(rect(fx - 60, 730, 80, 8, '#3a3f4a'));
      parts.push(rect(fx - 50, 660, 50, 60, '#c89b6d'));
      parts.push(circle(fx + 80, 748, 22, '#2b2b33'));
      parts.push(circle(fx + 170, 748, 22, '#2b2b33'));
      for (const lx of [200, 600, 1000]) {
        parts.push(trapezoid(lx, 130, 40, 106, 22, '#5a6270'));
        parts.push(glow(lx, 150, 110));
      }
      return parts;
    },
    'concrete',
  );
}

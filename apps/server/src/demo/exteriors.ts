/** Street views by kind of property: flats, bungalows, shops, offices, sheds, hostels, plots. */
import type { Random } from './random';
import {
  CAR_COLOURS,
  ashokaTree,
  bush,
  car,
  clothesLine,
  compoundWall,
  ground,
  horizonBand,
  scooter,
  sky,
  streetLamp,
  tree,
  waterTanks,
  type Sky,
  type TimeOfDay,
} from './scenery';
import { shadow, sideFace, trapezoid, wheel } from './shapes';
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
  polygon,
  rect,
  rounded,
  svgDocument,
  verticalGradient,
} from './svg';

type Facade = { wall: string; accent: string };

const FACADES: readonly Facade[] = [
  { wall: '#f3e6d1', accent: '#c8643b' },
  { wall: '#e8edf1', accent: '#3f6e9a' },
  { wall: '#f5dccb', accent: '#8a4f7d' },
  { wall: '#fbf2de', accent: '#5f8f5a' },
  { wall: '#e7e0f0', accent: '#d08a2e' },
  { wall: '#f7e7b4', accent: '#a0522d' },
];

const GLASS = '#a9d2ee';
const LIT = '#ffd88a';

/** A window pane with a flat diagonal glint, lit warm in the evening. */
function pane(x: number, y: number, w: number, h: number, lit: boolean, frame = '#ffffff'): string {
  return group([
    rect(x - 3, y - 3, w + 6, h + 6, frame),
    rect(x, y, w, h, lit ? LIT : GLASS),
    lit
      ? ''
      : polygon(
          [
            [x + w * 0.15, y + h],
            [x + w * 0.55, y],
            [x + w * 0.8, y],
            [x + w * 0.4, y + h],
          ],
          '#ffffff',
          { opacity: 0.35 },
        ),
    line(x + w / 2, y, x + w / 2, y + h, frame, 3),
  ]);
}

type Outdoor = { r: Random; sky: Sky; horizonY: number; roadY: number };

function outdoor(
  r: Random,
  time: TimeOfDay,
  options: {
    horizonY: number;
    road: boolean;
    band: 'hills' | 'town' | 'none';
    extraDefs?: string[];
  },
  scene: (o: Outdoor) => string[],
): string {
  const theSky = sky(r, time, options.horizonY);
  const band =
    options.band === 'none' ? '' : horizonBand(r, options.horizonY, theSky.horizon, options.band);
  const land = ground(r, options.horizonY, options.road);
  const body = [
    theSky.body,
    band,
    land.body,
    ...scene({ r, sky: theSky, horizonY: options.horizonY, roadY: land.style.roadY }),
    theSky.wash,
  ];
  return svgDocument([theSky.defs, ...(options.extraDefs ?? [])], body);
}

function apartmentBlock(
  r: Random,
  x: number,
  groundY: number,
  floors: number,
  cols: number,
  facade: Facade,
  evening: boolean,
  far = false,
): string {
  const bay = 84;
  const floorH = 62;
  const stiltH = 72;
  const w = cols * bay + 36;
  const h = stiltH + floors * floorH + 18;
  const top = groundY - h;
  const d = 48;
  const wall = far ? mix(facade.wall, '#b8c8d8', 0.35) : facade.wall;
  const parts = [
    sideFace(x + w, top, groundY, d, d * 0.45, darker(wall, 0.2)),
    polygon(
      [
        [x - 4, top - 14],
        [x - 4 + d, top - 14 - d * 0.45],
        [x + w + 4 + d, top - 14 - d * 0.45],
        [x + w + 4, top - 14],
      ],
      lighter(wall, 0.25),
    ),
    rect(x, top, w, h, wall),
    rect(x - 4, top - 14, w + 8, 16, darker(wall, 0.07)),
  ];
  // Side windows, in the oblique face.
  for (let f = 0; f < floors; f += 1) {
    const y = top + 26 + f * floorH;
    const glass = evening && r.chance(0.4) ? LIT : darker(GLASS, 0.25);
    parts.push(sideFace(x + w + 14, y, y + 30, d - 26, (d - 26) * 0.45, glass));
  }
  const balconyParity = r.int(0, 1);
  for (let f = 0; f < floors; f += 1) {
    const y0 = top + 18 + f * floorH;
    parts.push(rect(x - 6, y0 + floorH - 8, w + 12, 7, darker(wall, 0.12)));
    for (let c = 0; c < cols; c += 1) {
      const bx = x + 18 + c * bay;
      const lit = evening && r.chance(0.55);
      parts.push(pane(bx + 12, y0 + 8, bay - 24, floorH - 30, lit));
      if (c % 2 === balconyParity) {
        parts.push(rect(bx + 2, y0 + floorH - 26, bay - 4, 20, facade.accent, { opacity: 0.28 }));
        parts.push(rect(bx + 2, y0 + floorH - 28, bay - 4, 4, darker(facade.accent, 0.1)));
        for (let k = bx + 8; k < bx + bay - 4; k += 10) {
          parts.push(rect(k, y0 + floorH - 26, 2, 20, darker(facade.accent, 0.1)));
        }
      } else if (!far && r.chance(0.35)) {
        parts.push(rect(bx + bay - 30, y0 + floorH - 30, 22, 14, '#eeeeee'));
        parts.push(
          line(bx + bay - 26, y0 + floorH - 23, bx + bay - 12, y0 + floorH - 23, '#b5b5b5', 2),
        );
      }
    }
  }
  // Stilt parking with pillars, and the lobby.
  const stiltTop = groundY - stiltH;
  parts.push(rect(x, stiltTop, w, stiltH, '#4a4e58'));
  parts.push(rect(x, stiltTop, w, 10, darker(wall, 0.15)));
  for (let px = x; px <= x + w - 18; px += bay)
    parts.push(rect(px, stiltTop + 10, 18, stiltH - 10, lighter(wall, 0.05)));
  parts.push(rect(x + w - 18, stiltTop + 10, 18, stiltH - 10, lighter(wall, 0.05)));
  if (!far) {
    parts.push(car(x + 30, groundY - 2, r.pick(CAR_COLOURS), 0.55));
    const lobbyX = x + w / 2 - 40;
    parts.push(rect(lobbyX, stiltTop + 16, 80, stiltH - 16, evening ? LIT : '#cfe6f3'));
    parts.push(line(lobbyX + 40, stiltTop + 16, lobbyX + 40, groundY, '#8a8f99', 3));
    parts.push(rect(lobbyX - 16, stiltTop + 6, 112, 10, facade.accent));
  }
  parts.push(waterTanks(x + w - 130, top - 14, 2));
  parts.push(rect(x + 30, top - 58, 90, 44, darker(wall, 0.05)));
  parts.push(rect(x + 52, top - 46, 24, 32, darker(wall, 0.25)));
  return group(parts);
}

export function apartmentScene(r: Random, time: TimeOfDay): string {
  const horizonY = 560;
  return outdoor(
    r,
    time,
    { horizonY, road: true, band: r.pick(['town', 'hills'] as const) },
    (o) => {
      const groundY = o.roadY - 40;
      const main = r.pick(FACADES);
      const other = r.pick(FACADES.filter((f) => f !== main));
      const cols = r.int(4, 6);
      const floors = r.int(5, 7);
      const mainW = cols * 84 + 36;
      const mainX = r.chance(0.5) ? r.range(300, WIDTH - mainW - 110) : r.range(90, 260);
      const backX = mainX > WIDTH / 2 - mainW / 2 ? r.range(40, 160) : r.range(760, 900);
      const parts = [
        apartmentBlock(
          r,
          backX,
          groundY - 30,
          floors + r.int(1, 2),
          r.int(3, 4),
          other,
          o.sky.evening,
          true,
        ),
        apartmentBlock(r, mainX, groundY, floors, cols, main, o.sky.evening),
        compoundWall(0, WIDTH, o.roadY - 22, 34, lighter(main.wall, 0.2), {
          x: mainX + mainW / 2 - 60,
          width: 120,
        }),
      ];
      for (const tx of [r.range(20, 90), r.range(WIDTH - 120, WIDTH - 40)]) {
        parts.push(tree(r, tx, o.roadY - 24, r.range(48, 70)));
      }
      parts.push(ashokaTree(r, mainX - 30, o.roadY - 24, r.range(150, 200)));
      parts.push(streetLamp(r.range(500, 800), o.roadY - 18, o.sky.evening));
      parts.push(car(r.range(100, 900), HEIGHT - 24, r.pick(CAR_COLOURS)));
      return parts;
    },
  );
}

const ROOF_TILES = ['#b9553a', '#9c4a3a', '#5a6b7d', '#7d5a44'];

/** A tiled roof seen from the front: eaves past the walls, a ridge set in from the ends. */
function hippedRoof(
  left: number,
  right: number,
  eaveY: number,
  ridgeY: number,
  overhang: number,
  inset: number,
  tiles: string,
): string {
  return polygon(
    [
      [left - overhang, eaveY],
      [left + inset, ridgeY],
      [right - inset, ridgeY],
      [right + overhang, eaveY],
    ],
    tiles,
  );
}

export function villaScene(r: Random, time: TimeOfDay): string {
  const horizonY = 540;
  return outdoor(r, time, { horizonY, road: true, band: 'hills' }, (o) => {
    const groundY = o.roadY - 56;
    const wall = r.pick(['#fbf3e4', '#f3e0c8', '#eef0f2', '#f6e6d6', '#e8f0e3', '#f9e9d9']);
    const trim = r.pick(['#7a4b2a', '#4f5d75', '#8a5a44', '#3d6b5a']);
    const roof = r.pick(ROOF_TILES);
    const modern = r.chance(0.45);
    const w = r.range(520, 600);
    const x = r.range(160, WIDTH - w - 200);
    const gfH = 170;
    const ffW = w * r.range(0.6, 0.72);
    const ffX = r.chance(0.5) ? x + 30 : x + w - ffW - 30;
    const ffH = 150;
    const gfTop = groundY - gfH;
    const ffTop = gfTop - ffH;
    const evening = o.sky.evening;
    const parts: string[] = [];
    // Back of the house: a side face for depth.
    parts.push(sideFace(x + w, gfTop, groundY, 40, 18, darker(wall, 0.18)));
    parts.push(rect(ffX, ffTop, ffW, ffH + 4, wall));
    parts.push(rect(x, gfTop, w, gfH, wall));
    if (modern) {
      parts.push(rect(ffX - 20, ffTop - 18, ffW + 40, 20, darker(wall, 0.1)));
      parts.push(rect(x - 24, gfTop - 16, w + 48, 18, darker(wall, 0.1)));
      parts.push(rect(ffX + ffW - 90, ffTop, 70, ffH, trim, { opacity: 0.85 }));
      for (let k = ffTop + 10; k < ffTop + ffH; k += 14)
        parts.push(line(ffX + ffW - 90, k, ffX + ffW - 20, k, darker(trim, 0.2), 2));
    } else {
      parts.push(hippedRoof(ffX, ffX + ffW, ffTop + 4, ffTop - 70, 30, 40, roof));
      parts.push(
        polygon(
          [
            [ffX - 30, ffTop + 4],
            [ffX + ffW + 30, ffTop + 4],
            [ffX + ffW + 30, ffTop + 12],
            [ffX - 30, ffTop + 12],
          ],
          darker(roof, 0.25),
        ),
      );
      parts.push(hippedRoof(x, x + w, gfTop + 4, gfTop - 34, 28, 10, roof));
      parts.push(rect(x - 28, gfTop + 2, w + 56, 8, darker(roof, 0.25)));
    }
    // First floor: two windows and a balcony.
    parts.push(pane(ffX + 30, ffTop + 30, 70, 80, evening && r.chance(0.6)));
    parts.push(pane(ffX + 130, ffTop + 30, 70, 80, evening && r.chance(0.6)));
    parts.push(rect(ffX + 20, ffTop + ffH - 40, 200, 6, trim));
    for (let k = ffX + 24; k < ffX + 220; k += 12)
      parts.push(rect(k, ffTop + ffH - 36, 3, 36, trim));
    // Ground floor: big windows with grilles, a wooden door under a portico.
    const doorX = x + w * r.range(0.42, 0.55);
    parts.push(pane(x + 40, gfTop + 40, 110, 90, evening && r.chance(0.7)));
    for (let k = x + 58; k < x + 150; k += 18)
      parts.push(line(k, gfTop + 40, k, gfTop + 130, '#4a4f5a', 2));
    parts.push(pane(x + w - 160, gfTop + 40, 110, 90, evening && r.chance(0.7)));
    parts.push(rect(doorX, groundY - 118, 64, 118, '#8a5a36'));
    parts.push(rect(doorX + 8, groundY - 108, 20, 46, '#a06d45'));
    parts.push(rect(doorX + 36, groundY - 108, 20, 46, '#a06d45'));
    parts.push(rect(doorX + 8, groundY - 54, 20, 46, '#a06d45'));
    parts.push(rect(doorX + 36, groundY - 54, 20, 46, '#a06d45'));
    parts.push(circle(doorX + 54, groundY - 60, 3, '#f2c14e'));
    parts.push(rect(doorX - 40, groundY - 140, 144, 12, darker(wall, 0.12)));
    parts.push(rect(doorX - 34, groundY - 128, 12, 128, lighter(wall, 0.3)));
    parts.push(rect(doorX + 86, groundY - 128, 12, 128, lighter(wall, 0.3)));
    parts.push(rect(doorX - 20, groundY - 6, 104, 8, '#bdb5a5'));
    if (evening) parts.push(circle(doorX + 32, groundY - 124, 18, '#fff0b8', { opacity: 0.6 }));
    // Garden, plants in pots, a car in the drive and the compound wall.
    parts.push(rect(0, groundY, WIDTH, o.roadY - 22 - groundY, darker('#8cc46b', 0.05)));
    parts.push(rect(doorX - 10, groundY, 84, o.roadY - 22 - groundY, '#d8cdb8'));
    for (const px of [x + 10, x + w - 40, doorX - 70]) {
      parts.push(trapezoid(px + 15, groundY + 4, 15, groundY + 30, 11, '#b5653a'));
      parts.push(bush(r, px + 15, groundY + 6, 16));
    }
    parts.push(
      compoundWall(0, WIDTH, o.roadY - 22, 44, lighter(wall, 0.1), { x: doorX - 30, width: 124 }),
    );
    parts.push(tree(r, r.range(30, 110), o.roadY - 30, r.range(60, 80)));
    parts.push(tree(r, r.range(WIDTH - 110, WIDTH - 40), o.roadY - 30, r.range(55, 75)));
    // The lamp post stands clear of the gate.
    const lampX = doorX > WIDTH / 2 ? r.range(180, doorX - 140) : r.range(doorX + 200, WIDTH - 200);
    parts.push(streetLamp(lampX, o.roadY - 12, evening));
    parts.push(car(r.range(80, 900), HEIGHT - 22, r.pick(CAR_COLOURS)));
    return parts;
  });
}

const SIGN_COLOURS = ['#d64545', '#f2a900', '#2f6fb5', '#2e9a5b', '#ef6c2f', '#7a4fb5', '#0f8b8d'];

/** A painted signboard: a round logo and bold bars where the letters would be. */
function signboard(r: Random, x: number, y: number, w: number, h: number, color: string): string {
  const ink = color === '#f2a900' ? '#3b2a00' : '#ffffff';
  const barW = (w - h - 30) * r.range(0.65, 0.95);
  return group([
    rect(x, y, w, h, color),
    rect(x, y + h - 5, w, 5, darker(color, 0.25)),
    circle(x + h / 2 + 6, y + h / 2, h * 0.32, ink),
    circle(x + h / 2 + 6, y + h / 2, h * 0.16, color),
    rounded(x + h + 8, y + h * 0.24, barW, h * 0.26, h * 0.1, ink),
    rounded(x + h + 8, y + h * 0.58, barW * r.range(0.45, 0.7), h * 0.16, h * 0.08, ink, {
      opacity: 0.8,
    }),
  ]);
}

const SHUTTER_DEFS = `<pattern id="shutter" width="8" height="10" patternUnits="userSpaceOnUse"><rect width="8" height="10" fill="#b4b9c2"/><rect y="7" width="8" height="3" fill="#979ca6"/></pattern>`;

/** Goods on shelves, seen through an open shutter. */
function shopInside(r: Random, x: number, y: number, w: number, h: number): string {
  const parts = [rect(x, y, w, h, '#ffe6b0')];
  for (let sy = y + 18; sy < y + h - 20; sy += 34) {
    parts.push(rect(x + 6, sy + 22, w - 12, 4, '#8a6a48'));
    for (let gx = x + 10; gx < x + w - 16; gx += r.int(12, 20)) {
      parts.push(
        rect(gx, sy + 22 - r.int(10, 20), r.int(8, 12), 22, r.pick(SIGN_COLOURS), {
          opacity: 0.85,
        }),
      );
    }
  }
  parts.push(rect(x + w * 0.2, y + h - 34, w * 0.6, 34, '#c9a27a'));
  return group(parts);
}

export function shopsScene(r: Random, time: TimeOfDay): string {
  const horizonY = 520;
  return outdoor(
    r,
    time,
    { horizonY, road: true, band: 'town', extraDefs: [SHUTTER_DEFS] },
    (o) => {
      const groundY = o.roadY - 22;
      const facade = r.pick(FACADES);
      const left = r.range(30, 90);
      const right = WIDTH - r.range(30, 90);
      const shops = r.int(4, 5);
      const bw = (right - left) / shops;
      const upper = r.int(2, 3);
      const shopH = 190;
      const floorH = 100;
      const top = groundY - shopH - upper * floorH;
      const parts = [
        rect(left - 10, top - 16, right - left + 20, 16, darker(facade.wall, 0.1)),
        rect(left, top, right - left, groundY - top, facade.wall),
      ];
      for (let f = 0; f < upper; f += 1) {
        const y = top + f * floorH;
        parts.push(rect(left - 6, y + floorH - 8, right - left + 12, 8, darker(facade.wall, 0.12)));
        for (let c = 0; c < shops * 2; c += 1) {
          const wx = left + (c + 0.5) * (bw / 2) - 28;
          parts.push(pane(wx, y + 18, 56, 56, o.sky.evening && r.chance(0.5)));
          for (let k = wx + 8; k < wx + 56; k += 12)
            parts.push(line(k, y + 18, k, y + 74, '#5a5f6a', 1.5));
        }
      }
      if (r.chance(0.6)) {
        const boardX = left + r.range(0.2, 1.5) * bw;
        parts.push(rect(boardX + 20, top - 30, 6, 16, '#555a64'));
        parts.push(rect(boardX + bw * 1.2 - 26, top - 30, 6, 16, '#555a64'));
        parts.push(signboard(r, boardX, top - 80, bw * 1.2, 52, r.pick(SIGN_COLOURS)));
      }
      for (let s = 0; s < shops; s += 1) {
        const bx = left + s * bw;
        const color = SIGN_COLOURS[(s + r.int(0, 6)) % SIGN_COLOURS.length]!;
        parts.push(rect(bx, groundY - shopH, 8, shopH, darker(facade.wall, 0.15)));
        parts.push(signboard(r, bx + 12, groundY - shopH + 6, bw - 24, 52, color));
        const sx = bx + 18;
        const sw = bw - 36;
        const sTop = groundY - shopH + 70;
        const sH = shopH - 70;
        const open = r.chance(0.65);
        if (open) {
          parts.push(shopInside(r, sx, sTop, sw, sH));
          parts.push(rect(sx, sTop, sw, 22, 'url(#shutter)'));
          const stripe = lighter(color, 0.15);
          for (let k = 0; k < 8; k += 1) {
            const kx = sx - 6 + ((sw + 12) * k) / 8;
            parts.push(
              polygon(
                [
                  [kx, sTop + 22],
                  [kx + (sw + 12) / 8, sTop + 22],
                  [kx + (sw + 12) / 8 + 4, sTop + 52],
                  [kx + 4, sTop + 52],
                ],
                k % 2 === 0 ? stripe : '#ffffff',
              ),
            );
          }
        } else {
          parts.push(rect(sx, sTop, sw, sH, 'url(#shutter)'));
          parts.push(rect(sx + sw / 2 - 14, groundY - 12, 28, 6, '#6b707a'));
        }
      }
      parts.push(rect(left, groundY - 6, right - left, 6, '#a8a090'));
      parts.push(scooter(r.range(left + 20, left + bw), groundY + 8, r.pick(SIGN_COLOURS)));
      parts.push(scooter(r.range(left + bw * 2, right - 100), groundY + 8, r.pick(CAR_COLOURS)));
      parts.push(streetLamp(r.range(300, 900), groundY + 16, o.sky.evening));
      parts.push(car(r.range(60, 900), HEIGHT - 20, r.pick(CAR_COLOURS)));
      return parts;
    },
  );
}

export function officeScene(r: Random, time: TimeOfDay): string {
  const horizonY = 560;
  const tint = r.pick(['#5c8fc4', '#4f9fa8', '#6a86b8', '#3f7fae']);
  const glassDefs = verticalGradient('glass', [
    [0, lighter(tint, 0.45)],
    [0.5, tint],
    [1, darker(tint, 0.3)],
  ]);
  return outdoor(r, time, { horizonY, road: true, band: 'town', extraDefs: [glassDefs] }, (o) => {
    const groundY = o.roadY - 40;
    const parts: string[] = [];
    const towers = r.int(1, 2);
    for (let t = 0; t < towers; t += 1) {
      const w = r.range(280, 380);
      const x =
        towers === 1
          ? r.range(300, WIDTH - w - 300)
          : t === 0
            ? r.range(120, 260)
            : r.range(620, WIDTH - w - 100);
      const floors = r.int(7, 10);
      const floorH = 46;
      const top = groundY - 60 - floors * floorH;
      parts.push(sideFace(x + w, top, groundY, 40, 18, darker(tint, 0.35)));
      parts.push(rect(x, top, w, groundY - top, 'url(#glass)'));
      for (let f = 0; f <= floors; f += 1)
        parts.push(rect(x, top + f * floorH, w, 6, lighter(tint, 0.6), { opacity: 0.8 }));
      for (let c = 1; c < 6; c += 1)
        parts.push(
          rect(x + (c * w) / 6 - 1.5, top, 3, floors * floorH, lighter(tint, 0.5), {
            opacity: 0.7,
          }),
        );
      if (o.sky.evening) {
        for (let f = 0; f < floors; f += 1) {
          for (let c = 0; c < 6; c += 1) {
            if (r.chance(0.35))
              parts.push(
                rect(x + (c * w) / 6 + 3, top + f * floorH + 8, w / 6 - 6, floorH - 10, LIT, {
                  opacity: 0.75,
                }),
              );
          }
        }
      }
      parts.push(
        polygon(
          [
            [x + w * 0.1, top + floors * floorH * 0.9],
            [x + w * 0.55, top],
            [x + w * 0.75, top],
            [x + w * 0.3, top + floors * floorH * 0.9],
          ],
          '#ffffff',
          { opacity: 0.12 },
        ),
      );
      parts.push(rect(x - 8, top - 20, w + 16, 20, '#e8ecf0'));
      parts.push(rect(x, groundY - 60, w, 60, '#dfe4ea'));
      parts.push(rect(x + w / 2 - 60, groundY - 52, 120, 52, o.sky.evening ? LIT : '#bcdcef'));
      parts.push(rect(x + w / 2 - 80, groundY - 64, 160, 12, '#444b57'));
    }
    parts.push(rect(0, groundY, WIDTH, o.roadY - 22 - groundY, '#d9d6cf'));
    for (let k = 0; k < 5; k += 1)
      parts.push(tree(r, 60 + k * 270 + r.range(-30, 30), o.roadY - 26, r.range(40, 56)));
    parts.push(car(r.range(100, 900), HEIGHT - 22, r.pick(CAR_COLOURS)));
    return parts;
  });
}

const ROOF_DEFS = `<pattern id="ribs" width="14" height="10" patternUnits="userSpaceOnUse"><rect width="14" height="10" fill="#9aa6b2"/><rect width="4" height="10" fill="#7f8b97"/></pattern>`;

/** A chain-link boundary: posts and wires, drawn behind the yard. */
function fence(topY: number, baseY: number): string {
  const parts: string[] = [];
  for (let k = 0; k < WIDTH; k += 60) parts.push(rect(k, topY, 4, baseY - topY, '#6b6f78'));
  parts.push(line(0, topY + 12, WIDTH, topY + 12, '#6b6f78', 2));
  parts.push(line(0, topY + 28, WIDTH, topY + 28, '#6b6f78', 2));
  return parts.join('');
}

export function warehouseScene(r: Random, time: TimeOfDay): string {
  const horizonY = 540;
  return outdoor(
    r,
    time,
    { horizonY, road: false, band: 'hills', extraDefs: [ROOF_DEFS, SHUTTER_DEFS] },
    () => {
      const groundY = 640;
      const x = r.range(80, 200);
      const w = WIDTH - x - r.range(120, 220);
      const wallH = 190;
      const top = groundY - wallH;
      const band = r.pick(['#2f6fb5', '#d64545', '#2e9a5b', '#ef6c2f']);
      const wall = r.pick(['#e6e9ee', '#ece4d6', '#dfe6e1']);
      const parts = [
        rect(0, 600, WIDTH, HEIGHT - 600, '#c9c4b8'),
        rect(0, 600, WIDTH, 6, '#b3ad9f'),
        fence(560, 600),
        polygon(
          [
            [x - 20, top + 4],
            [x + w / 2, top - 110],
            [x + w + 20, top + 4],
          ],
          'url(#ribs)',
        ),
        polygon(
          [
            [x - 20, top + 4],
            [x + w / 2, top - 110],
            [x + w / 2, top - 98],
            [x - 4, top + 8],
          ],
          darker('#9aa6b2', 0.2),
        ),
        rect(x, top, w, wallH, wall),
        rect(x, top + 14, w, 22, band),
      ];
      const doors = r.int(2, 3);
      for (let d = 0; d < doors; d += 1) {
        const dw = 150;
        const dx = x + ((d + 0.5) * w) / doors - dw / 2;
        parts.push(rect(dx - 8, groundY - 142, dw + 16, 142, darker(wall, 0.2)));
        parts.push(rect(dx, groundY - 134, dw, 134, 'url(#shutter)'));
      }
      parts.push(rect(x - 10, groundY - 10, w + 20, 14, '#9d9788'));
      // A truck at the dock.
      const tx = r.range(x + 40, x + w - 420);
      const ty = 730;
      parts.push(shadow(tx + 190, ty, 210, 10, 0.18));
      parts.push(rect(tx, ty - 150, 280, 128, r.pick(['#f2f2f2', '#e0a030', '#3b6fb6'])));
      parts.push(rect(tx, ty - 30, 280, 10, '#555a64'));
      parts.push(
        rounded(tx + 286, ty - 112, 100, 92, 10, r.pick(['#d64545', '#2e6fb5', '#f2a900'])),
      );
      parts.push(rect(tx + 326, ty - 104, 52, 40, '#bfe0f2'));
      for (const wx of [tx + 50, tx + 110, tx + 340]) {
        parts.push(wheel(wx, ty - 16, 22, 9));
      }
      parts.push(tree(r, r.range(30, 70), 610, r.range(45, 60)));
      parts.push(tree(r, WIDTH - r.range(40, 80), 610, r.range(45, 60)));
      return parts;
    },
  );
}

export function hostelScene(r: Random, time: TimeOfDay): string {
  const horizonY = 560;
  return outdoor(r, time, { horizonY, road: true, band: 'town' }, (o) => {
    const groundY = o.roadY - 40;
    const facade = r.pick(FACADES);
    const floors = r.int(3, 4);
    const cols = r.int(5, 7);
    const bay = 96;
    const w = cols * bay + 40;
    const x = r.range(120, WIDTH - w - 120);
    const floorH = 88;
    const top = groundY - floors * floorH - 70;
    const evening = o.sky.evening;
    const parts = [
      sideFace(x + w, top, groundY, 44, 20, darker(facade.wall, 0.2)),
      rect(x, top, w, groundY - top, facade.wall),
      rect(x - 6, top - 14, w + 12, 16, darker(facade.wall, 0.08)),
      signboard(r, x + w / 2 - 170, top - 78, 340, 56, r.pick(SIGN_COLOURS)),
      rect(x + w / 2 - 150, top - 22, 6, 8, '#555'),
      rect(x + w / 2 + 144, top - 22, 6, 8, '#555'),
      waterTanks(x + 20, top - 14, 2),
    ];
    for (let f = 0; f < floors; f += 1) {
      const y = top + 14 + f * floorH;
      parts.push(rect(x - 8, y + floorH - 12, w + 16, 10, facade.accent, { opacity: 0.55 }));
      for (let c = 0; c < cols; c += 1) {
        const bx = x + 20 + c * bay;
        parts.push(pane(bx + 16, y + 8, bay - 32, floorH - 40, evening && r.chance(0.65)));
        if (c % 3 === 1) {
          parts.push(rect(bx + 4, y + floorH - 38, bay - 8, 26, facade.accent, { opacity: 0.3 }));
          parts.push(rect(bx + 4, y + floorH - 40, bay - 8, 4, darker(facade.accent, 0.1)));
          if (r.chance(0.7)) parts.push(clothesLine(r, bx + 8, y + floorH - 58, bay - 16));
        }
      }
    }
    parts.push(rect(x + w / 2 - 50, groundY - 64, 100, 64, '#6b4a33'));
    parts.push(rect(x + w / 2 - 46, groundY - 60, 44, 60, evening ? LIT : '#8a6248'));
    parts.push(rect(x + w / 2 + 2, groundY - 60, 44, 60, evening ? LIT : '#8a6248'));
    parts.push(rect(x + w / 2 - 70, groundY - 76, 140, 12, facade.accent));
    parts.push(
      compoundWall(0, WIDTH, o.roadY - 22, 34, lighter(facade.wall, 0.15), {
        x: x + w / 2 - 70,
        width: 140,
      }),
    );
    for (let k = 0; k < 3; k += 1)
      parts.push(scooter(x + 40 + k * 80, o.roadY - 26, r.pick(SIGN_COLOURS)));
    parts.push(ashokaTree(r, x - 40, o.roadY - 24, r.range(160, 220)));
    parts.push(ashokaTree(r, x + w + 70, o.roadY - 24, r.range(160, 220)));
    parts.push(tree(r, r.range(20, 70), o.roadY - 24, r.range(50, 70)));
    return parts;
  });
}

/** A small house far off, for the view past an open plot. */
function distantHouse(r: Random, x: number, baseY: number, scale: number): string {
  const wall = r.pick(['#f3e6d1', '#e8edf1', '#f5dccb', '#fbf2de']);
  const w = 90 * scale;
  const h = 60 * scale;
  return group([
    rect(x, baseY - h, w, h, mix(wall, '#b8c8d8', 0.3)),
    polygon(
      [
        [x - 8 * scale, baseY - h],
        [x + w / 2, baseY - h - 36 * scale],
        [x + w + 8 * scale, baseY - h],
      ],
      mix('#b9553a', '#b8c8d8', 0.3),
    ),
    rect(x + w * 0.2, baseY - h * 0.7, w * 0.22, h * 0.35, mix(GLASS, '#b8c8d8', 0.3)),
    rect(x + w * 0.6, baseY - h * 0.7, w * 0.22, h * 0.7, mix('#8a5a36', '#b8c8d8', 0.3)),
  ]);
}

export function plotScene(r: Random, time: TimeOfDay): string {
  const horizonY = r.range(400, 450);
  return outdoor(
    r,
    time,
    { horizonY, road: true, band: r.pick(['hills', 'none'] as const) },
    (o) => {
      const parts: string[] = [];
      for (let k = 0; k < r.int(3, 6); k += 1)
        parts.push(distantHouse(r, r.range(0, WIDTH - 90), horizonY + 8, r.range(0.6, 0.9)));
      for (let k = 0; k < 5; k += 1)
        parts.push(tree(r, r.range(0, WIDTH), horizonY + 30, r.range(24, 36)));
      const backY = horizonY + r.range(70, 100);
      const frontY = o.roadY - 40;
      const skew = r.range(-60, 60);
      const bl = 320 + skew;
      const br = 880 + skew;
      const fl = 110;
      const fr = 1090;
      const soil = r.pick(['#c9a877', '#bf9a66', '#cfae80', '#b98f5c']);
      parts.push(
        polygon(
          [
            [bl, backY],
            [br, backY],
            [fr, frontY],
            [fl, frontY],
          ],
          soil,
        ),
      );
      for (let k = 0; k < 26; k += 1) {
        const t = r.next();
        const y = backY + t * (frontY - backY);
        const span = bl + (fl - bl) * t;
        const x = span + r.next() * (br + (fr - br) * t - span);
        parts.push(
          ellipse(x, y, 10 + t * 24, 3 + t * 7, r.pick(['#93b865', '#a3c270', '#86ad5a']), {
            opacity: 0.85,
          }),
        );
      }
      const fenced = r.chance(0.45);
      const wallColor = r.pick(['#e9e1d0', '#d9d2c3', '#efe6d8']);
      if (fenced) {
        const posts: [number, number, number][] = [];
        for (let k = 0; k <= 6; k += 1) {
          const t = k / 6;
          posts.push([bl + (fl - bl) * t, backY + (frontY - backY) * t, 30 + t * 40]);
          posts.push([br + (fr - br) * t, backY + (frontY - backY) * t, 30 + t * 40]);
        }
        for (let k = 0; k <= 6; k += 1) posts.push([bl + ((br - bl) * k) / 6, backY, 30]);
        for (const [px, py, ph] of posts) parts.push(rect(px - 3, py - ph, 6, ph, '#8a8f99'));
        for (const level of [0.3, 0.65, 0.95]) {
          parts.push(line(bl, backY - 30 * level, br, backY - 30 * level, '#6b6f78', 1.5));
          parts.push(line(bl, backY - 30 * level, fl, frontY - 70 * level, '#6b6f78', 2));
          parts.push(line(br, backY - 30 * level, fr, frontY - 70 * level, '#6b6f78', 2));
        }
      } else {
        const capColor = darker(wallColor, 0.18);
        parts.push(rect(bl, backY - 26, br - bl, 26, wallColor));
        parts.push(rect(bl - 2, backY - 30, br - bl + 4, 5, capColor));
        // The side walls run from the back corners to the front ones; the right one is in shade.
        for (const [back, front, shade] of [
          [bl, fl, 0.06],
          [br, fr, 0.12],
        ] as const) {
          const wallFace: [number, number][] = [
            [back, backY - 26],
            [back, backY],
            [front, frontY],
            [front, frontY - 56],
          ];
          const capFace: [number, number][] = [
            [back, backY - 30],
            [back, backY - 26],
            [front, frontY - 56],
            [front, frontY - 62],
          ];
          parts.push(polygon(wallFace, darker(wallColor, shade)));
          parts.push(polygon(capFace, capColor));
        }
        for (const [px, py, ph] of [
          [bl, backY, 34],
          [br, backY, 34],
          [fl, frontY, 70],
          [fr, frontY, 70],
        ] as const) {
          parts.push(rect(px - 9, py - ph, 18, ph, darker(wallColor, 0.1)));
        }
      }
      // Corner stones, a site board and the front edge with its gate.
      for (const [cx, cy] of [
        [bl + 20, backY + 8],
        [br - 20, backY + 8],
      ] as const)
        parts.push(rect(cx - 5, cy - 8, 10, 10, '#ffffff'));
      const boardX = r.chance(0.5) ? fl + 90 : fr - 250;
      parts.push(rect(boardX + 20, frontY - 150, 8, 150, '#6b4a33'));
      parts.push(rect(boardX + 132, frontY - 150, 8, 150, '#6b4a33'));
      parts.push(signboard(r, boardX, frontY - 200, 160, 80, r.pick(SIGN_COLOURS)));
      parts.push(rect(fl, frontY - 6, fr - fl, 8, darker(soil, 0.2)));
      if (!fenced) {
        parts.push(rect(fl, frontY - 40, 360, 40, wallColor));
        parts.push(rect(fr - 360, frontY - 40, 360, 40, wallColor));
        parts.push(rect(fl, frontY - 46, 360, 6, darker(wallColor, 0.18)));
        parts.push(rect(fr - 360, frontY - 46, 360, 6, darker(wallColor, 0.18)));
      }
      parts.push(tree(r, r.range(20, 80), frontY + 6, r.range(50, 70)));
      parts.push(tree(r, WIDTH - r.range(20, 80), frontY + 6, r.range(50, 70)));
      parts.push(bush(r, r.range(200, 1000), o.roadY - 24, 18));
      return parts;
    },
  );
}

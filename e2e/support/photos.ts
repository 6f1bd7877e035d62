import sharp from 'sharp';

/** A file for Playwright's setInputFiles, as a user would pick it from disk. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

const WIDTH = 1200;
const HEIGHT = 800;

/** Colours of a few times of day and house paints, picked by seed so each photo differs. */
const SKIES = [
  ['#7ec8f0', '#e8f4fb'],
  ['#f6b26b', '#fde9d0'],
  ['#5b8fd1', '#cfe2f7'],
  ['#9ad0c2', '#eef8f4'],
] as const;
const WALLS = ['#d9a066', '#e8d8b0', '#c97b63', '#f1e3c8', '#b7c4cf'] as const;
const ROOFS = ['#8c3b2b', '#5a4636', '#2f4858', '#7a2e2e'] as const;

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

/** The scene of one photo: sky, sun, ground, a house with windows and a door, a tree. */
function scene(seed: number): string {
  const [skyTop, skyBottom] = pick(SKIES, seed);
  const wall = pick(WALLS, seed + 1);
  const roof = pick(ROOFS, seed + 2);
  const houseX = 260 + ((seed * 97) % 360);
  const sunX = 120 + ((seed * 211) % 960);
  const windows = Array.from({ length: 2 + (seed % 3) }, (_, index) => {
    const x = houseX + 40 + index * 90;
    return `<rect x="${x}" y="390" width="60" height="60" rx="4" fill="#fdf6d8" stroke="#5a4636" stroke-width="6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7da544"/><stop offset="1" stop-color="#4d6b2a"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="560" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="120" r="56" fill="#ffe27a" opacity="0.9"/>
  <rect y="560" width="${WIDTH}" height="240" fill="url(#ground)"/>
  <rect x="${houseX}" y="320" width="${120 + (2 + (seed % 3)) * 90}" height="260" fill="${wall}"/>
  <polygon points="${houseX - 40},330 ${houseX + 60 + ((2 + (seed % 3)) * 90) / 2},170 ${houseX + 160 + (2 + (seed % 3)) * 90},330" fill="${roof}"/>
  ${windows}
  <rect x="${houseX + 30 + (2 + (seed % 3)) * 90}" y="460" width="60" height="120" rx="6" fill="#6b3f24"/>
  <rect x="${(houseX + 700) % 1100}" y="430" width="24" height="150" fill="#5a3d22"/>
  <circle cx="${((houseX + 700) % 1100) + 12}" cy="410" r="70" fill="#3f7d3a"/>
</svg>`;
}

const cache = new Map<number, Promise<Buffer>>();

/** A photo-like 1200×800 JPEG (a house in its plot), different for each seed; well under 1 MB. */
export function photoJpeg(seed: number): Promise<Buffer> {
  let photo = cache.get(seed);
  if (!photo) {
    photo = sharp(Buffer.from(scene(seed)))
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    cache.set(seed, photo);
  }
  return photo;
}

const ROOMS = ['front', 'living-room', 'kitchen', 'bedroom', 'balcony', 'terrace', 'bath', 'view'];

/** `count` JPEG photos named like a phone's camera roll, starting at `firstSeed`. */
export async function photoFiles(count: number, firstSeed = 0): Promise<PickedFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const seed = firstSeed + index;
      return {
        name: `${pick(ROOMS, seed)}-${seed + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(seed),
      };
    }),
  );
}

/** A real GIF: a format the product does not take. */
export async function gifFile(): Promise<PickedFile> {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#e76f51' },
  })
    .gif()
    .toBuffer();
  return { name: 'animation.gif', mimeType: 'image/gif', buffer };
}

/** A text file renamed to .jpg: only the bytes say it is not a photo. */
export function textRenamedJpg(): PickedFile {
  return {
    name: 'house-plan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Ground floor: two rooms and a kitchen. This is not a photo.\n'),
  };
}

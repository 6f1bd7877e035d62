/**
 * Draws the installed app's icons from the Basera mark (the drawing of public/favicon.svg and
 * src/components/logo.tsx) with sharp. Run once after changing the mark, and commit the PNGs:
 *   node apps/web/scripts/make-icons.mjs
 * The build only copies them; nothing is drawn or downloaded at build or run time.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const BRAND = '#0f4c4a';

/** The roof and the saffron doorway on a 64-unit grid, as in favicon.svg. */
const MARK = `
  <path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#fff"/>
  <path d="M27 50V38a5 5 0 0 1 10 0v12Z" fill="#f59e0b"/>`;

/** The favicon as it is: a rounded tile (transparent corners) for 'any' purpose icons. */
const roundedTile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;

/**
 * Full-bleed square for maskable and Apple icons: the platform cuts its own shape, and the mark
 * shrinks into the middle 80% (the maskable safe zone) so no mask clips the roof.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(32 33) scale(0.72) translate(-32 -31)">${MARK}</g></svg>`;

async function draw(svg, size, file) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`wrote public/${file}`);
}

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
await draw(roundedTile, 192, 'icons/icon-192.png');
await draw(roundedTile, 512, 'icons/icon-512.png');
await draw(fullBleed, 512, 'icons/maskable-512.png');
await draw(fullBleed, 180, 'apple-touch-icon.png');

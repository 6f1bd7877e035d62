import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript the home route loads on first visit: the entry script and the chunks
 * index.html preloads, plus the home screen's own lazy chunk. Owner and admin chunks apart.
 */
export async function printBundleSizes() {
  let html: string;
  try {
    html = await readFile(path.join(dist, 'index.html'), 'utf8');
  } catch {
    console.log('\n## Web bundle: apps/web/dist is missing (npm run build first)');
    return;
  }
  const assets = path.join(dist, 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  const gz = async (file: string) =>
    gzipSync(await readFile(path.join(assets, file)), { level: 9 }).length;
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const home = files.filter((f) => /^(home|home-page|home-route)[-.]/i.test(f));
  const homeFiles = [...new Set([...initial, ...home])];
  let total = 0;
  console.log('\n## Web bundle (gzip -9)');
  for (const file of homeFiles) {
    const size = await gz(file);
    total += size;
    console.log(`  home route  ${file.padEnd(40)} ${kb(size).padStart(9)}`);
  }
  console.log(`  home route JavaScript on first load: ${kb(total)} (target ≤ 160 KB)`);
  for (const file of files.filter((f) => /admin|owner/i.test(f))) {
    console.log(`  split       ${file.padEnd(40)} ${kb(await gz(file)).padStart(9)}`);
  }
}

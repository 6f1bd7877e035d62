import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/**
 * The JavaScript a first visit to the home route downloads: the entry chunk, the home screen's
 * lazy chunk, and every chunk they import statically (Vite's manifest), gzip -9. Owner and
 * admin screens are their own lazy chunks and are listed apart.
 */
export async function printBundleSizes() {
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.log('\n## Web bundle: apps/web/dist is missing (npm run build first)');
    return;
  }
  const gz = async (file: string) =>
    gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key]!.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/routes/home.tsx'))!;
  const home = [...closure([entry, homeKey])].filter((key) => manifest[key]!.file.endsWith('.js'));
  let total = 0;
  console.log('\n## Web bundle (gzip -9)');
  for (const key of home) {
    const size = await gz(manifest[key]!.file);
    total += size;
    console.log(`  home route  ${manifest[key]!.file.padEnd(44)} ${kb(size).padStart(9)}`);
  }
  console.log(`  home route JavaScript on first load: ${kb(total)} (target ≤ 160 KB)`);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (
      /src\/routes\/(admin|owner|add-property|edit-property|property-img|edit-property-img)/.test(
        key,
      )
    ) {
      console.log(
        `  split       ${chunk.file.padEnd(44)} ${kb(await gz(chunk.file)).padStart(9)}  (${key.replace(/.*src\//, '')})`,
      );
    }
  }
}

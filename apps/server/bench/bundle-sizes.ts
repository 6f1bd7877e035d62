import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** The target of issue 11 for the script of a first visit to home, compressed. */
const HOME_SCRIPT_TARGET_KIB = 150;

/**
 * The JavaScript a first visit to home runs before anything is tapped: the entry
 * (src/main.tsx), the app it imports after the first paint (src/app/start.tsx), the home
 * screen, and every chunk those import statically (Vite's manifest), the parts below the fold
 * included (docs/decisions/0039-first-taps.md). The owner's and the admin's screens are listed
 * apart. Sizes are brotli at quality 11, as the server sends them; Lighthouse's figure adds each
 * file's headers and what loads when the page is idle.
 */
export async function printBundleSizes() {
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.log('\n## Web bundle: apps/web/dist is missing (npm run build first)');
    return;
  }
  const size = async (file: string) =>
    brotliCompressSync(await readFile(path.join(dist, file)), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key]!.imports ?? [], seen);
    }
    return seen;
  };
  const keyOf = (ending: string) => Object.keys(manifest).find((key) => key.endsWith(ending));
  const firstLoad = ['index.html', 'src/app/start.tsx', 'src/routes/home.tsx'].map(keyOf);
  const home = [...closure(firstLoad.filter((key): key is string => key !== undefined))].filter(
    (key) => manifest[key]!.file.endsWith('.js'),
  );
  let total = 0;
  console.log('\n## Web bundle (brotli 11)');
  for (const key of home) {
    const bytes = await size(manifest[key]!.file);
    total += bytes;
    console.log(`  home, first load  ${manifest[key]!.file.padEnd(44)} ${kb(bytes).padStart(10)}`);
  }
  console.log(
    `  home, first load: ${kb(total)} of script in ${home.length} files (target ≤ ${HOME_SCRIPT_TARGET_KIB} KiB with headers, as Lighthouse counts it below)`,
  );
  for (const [key, chunk] of Object.entries(manifest)) {
    const split =
      /src\/routes\/(admin|owner|add-property|edit-property|property-img|edit-property-img)/.test(
        key,
      );
    if (split) {
      console.log(
        `  split           ${chunk.file.padEnd(44)} ${kb(await size(chunk.file)).padStart(10)}  (${key.replace(/.*src\//, '')})`,
      );
    }
  }
}

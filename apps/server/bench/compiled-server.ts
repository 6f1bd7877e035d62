import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '..');
const compiled = path.join(serverDir, 'dist/main.js');

/**
 * The server as production runs it: node on the compiled bundle (bench/run.sh and
 * bench/mail.sh build it first; `npm run build` otherwise).
 */
export function spawnServer(options: SpawnOptions): ChildProcess {
  if (!existsSync(compiled)) throw new Error(`${compiled} is missing: npm run build first`);
  return spawn(process.execPath, ['--enable-source-maps', compiled], {
    cwd: serverDir,
    ...options,
  });
}

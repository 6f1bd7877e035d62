import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

/**
 * Once per run, before the files start (several at once): a server makes and migrates a
 * database, stops, and leaves its folder for every file's server to start from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'basera-e2e-template-'));
  const database = path.join(dir, 'db');
  const stack = await startStack();
  await stack.stopKeepingDatabase(database);
  project.provide('e2eDatabase', database);
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDatabase: string;
  }
}

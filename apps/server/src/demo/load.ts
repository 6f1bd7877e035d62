import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { PositionKey } from '../properties/position';
import type { ImageStorage } from '../storage/storage';
import { shutPublishedDemoAccounts } from './production-guard';
import { hasAnyData, loadDemoData, type DemoAccounts } from './seed';

/**
 * DEMO_DATA: `auto` fills an empty embedded database, `on` any empty database, `off` never.
 * Never in production: demo accounts have published passwords, and one of them is an admin.
 * Answers the demo sign-ins when it loaded them.
 */
export async function loadDemoDataIfWanted(options: {
  demoData: 'auto' | 'on' | 'off';
  production: boolean;
  /** ADMIN_EMAIL is set: that admin replaces the demo admin. */
  adminConfigured: boolean;
  database: Database;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  positionKey: PositionKey;
}): Promise<DemoAccounts | null> {
  const { demoData, database, log } = options;
  const wanted = demoData === 'on' || (demoData === 'auto' && database.kind === 'pglite');
  if (options.production) {
    if (wanted) {
      log.warn(
        `Demo data not loaded: NODE_ENV=production never loads demo data (DEMO_DATA=${demoData}), ` +
          'whose accounts have published passwords',
      );
    }
    const shut = await shutPublishedDemoAccounts(database.db);
    if (shut.length > 0) {
      log.warn(
        `NODE_ENV=production: the demo accounts ${shut.join(', ')} still had their published ` +
          'passwords; those passwords are now replaced by random ones',
      );
    }
    return null;
  }
  if (!wanted || (await hasAnyData(database.db))) return null;
  return loadDemoData({
    db: database.db,
    storage: options.storage,
    log,
    withAdmin: !options.adminConfigured,
    positionKey: options.positionKey,
  });
}

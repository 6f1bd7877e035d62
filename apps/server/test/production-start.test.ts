import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { setAdminPassword } from '../src/auth/admin-account';
import { ConfigError, loadConfig } from '../src/config';
import { hasAnyData } from '../src/demo/seed';
import { DEMO_ACCOUNTS } from '../src/demo/people';
import { createTestApp, type TestApp } from './harness';
import { json, login } from './support';

const OPERATOR = { email: 'ops@basera.test', password: 'Operator@2026' };

/** The same database started again with this environment; its log lines are collected. */
async function startAgain(t: TestApp, env: Record<string, string>) {
  const lines: string[] = [];
  const dataDir = await mkdtemp(path.join(inject('tmpRoot'), 'prod-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }), {
    database: t.database,
    mailer: { send: async () => {}, close: () => {} },
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return { app, lines, messages: () => lines.map((l) => (JSON.parse(l) as { msg: string }).msg) };
}

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  APP_URL: 'https://basera.test',
  ADMIN_EMAIL: OPERATOR.email,
  ADMIN_PASSWORD: OPERATOR.password,
};

describe('starting in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never loads demo data into an empty database, and says why', async () => {
    // `auto` means the embedded database only; `on` means any.
    const asked = t.database.kind === 'pglite' ? ['auto', 'on'] : ['on'];
    for (const DEMO_DATA of asked) {
      const { app, messages } = await startAgain(t, { ...production, DEMO_DATA });
      try {
        expect(await hasAnyData(t.database.db)).toBe(false);
        expect(app.demoAccounts).toBeNull();
        expect(messages()).toContainEqual(
          expect.stringMatching(/^Demo data not loaded: NODE_ENV=production never loads demo data/),
        );
      } finally {
        await app.close();
      }
    }
  });

  it('shuts a demo admin left in a database that was demoed before going live', async () => {
    await setAdminPassword(t.database.db, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const demoed = await login(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, 'Admin');
    expect(demoed.statusCode).toBe(200);
    const oldToken = json(demoed).token as string;

    const { app, messages } = await startAgain(t, production);
    try {
      const attempt = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: {
          userMail: DEMO_ACCOUNTS.admin.email,
          userPassword: DEMO_ACCOUNTS.admin.password,
          dbName: 'Admin',
        },
      });
      expect(attempt.statusCode).toBe(400);
      const stillOpen = await app.inject({
        method: 'GET',
        url: '/admin/getCount',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(stillOpen.statusCode).toBe(401);
      expect(messages()).toContainEqual(expect.stringContaining(DEMO_ACCOUNTS.admin.email));
      const operator = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userMail: OPERATOR.email, userPassword: OPERATOR.password, dbName: 'Admin' },
      });
      expect(operator.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to start without SMTP_URL, so reset links never land in a log', () => {
    const live = { NODE_ENV: 'production', APP_URL: 'https://basera.in' };
    expect(() => loadConfig(live)).toThrow(ConfigError);
    expect(() => loadConfig(live)).toThrow(/SMTP_URL is required/);
    expect(() => loadConfig({ ...live, SMTP_URL: 'smtp://mail:25' })).not.toThrow();
  });

  it('refuses to start without APP_URL, so mailed links never point at localhost', () => {
    const live = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig(live)).toThrow(ConfigError);
    expect(() => loadConfig(live)).toThrow(/APP_URL is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...live, APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(loadConfig({ ...live, APP_URL: 'https://basera.in/' }).appUrl).toBe('https://basera.in');
    // Outside production the local address is still the default.
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });
});

describe('demo data beside an operator’s admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      DEMO_DATA: 'on',
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
    });
  }, 180_000);
  afterAll(() => t.close());

  it('creates no demo admin when ADMIN_EMAIL names the admin', async () => {
    expect(await hasAnyData(t.database.db)).toBe(true);
    expect(t.app.demoAccounts?.admin).toBeUndefined();
    const demoAdmin = await login(
      t,
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
      'Admin',
    );
    expect(demoAdmin.statusCode).toBe(400);
    expect((await login(t, OPERATOR.email, OPERATOR.password, 'Admin')).statusCode).toBe(200);
  });
});

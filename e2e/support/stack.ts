import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { apiCall } from './http';

/** A mail the server sent, as the SMTP peer received it. */
export type Mail = { to: string; subject: string; text: string };

export type Stack = {
  /** http://127.0.0.1:{port}: the web app and the API on one origin (docs/architecture.md §3). */
  baseUrl: string;
  /** Every mail received so far, oldest first. */
  mails: Mail[];
  /**
   * Resolves with the first mail to `to` that satisfies `predicate` and that no earlier
   * waitForMail call returned, so a second call waits for a new mail. Rejects after `timeoutMs`.
   */
  waitForMail(to: string, predicate?: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  admin: { email: string; password: string };
  /**
   * Moves the server's clock `days` ahead of real time (0: back to real time). A server whose
   * clock is moved runs its daily jobs within a quarter second of the clock entering a later day
   * (apps/server/src/main.ts).
   */
  setClockAhead(days: number): Promise<void>;
  /** Kills the server, closes the SMTP peer and deletes the data directory. */
  stop(): Promise<void>;
  /** Stops like stop(), but first moves the server's database folder to `folder`. */
  stopKeepingDatabase(folder: string): Promise<void>;
};

export type StackOptions = {
  /**
   * A database folder made by an earlier server (stopKeepingDatabase), copied in before the
   * server starts: it opens a database already migrated instead of making one (several seconds
   * of each e2e file's start; support/global-setup.ts makes it once per run).
   */
  databaseFrom?: string;
};

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(repoRoot, 'apps/server');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const compiledServer = path.join(serverDir, 'dist/main.js');

const STARTUP_TIMEOUT_MS = 90_000;
const DEFAULT_MAIL_TIMEOUT_MS = 15_000;

export const ADMIN = { email: 'admin@basera.test', password: 'Admin@2026' } as const;

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type MailCapture = {
  mails: Mail[];
  port: number;
  waitForMail: Stack['waitForMail'];
  close(): Promise<void>;
};

/** A real SMTP peer on loopback that keeps every message it receives, parsed. */
async function startMailCapture(): Promise<MailCapture> {
  const mails: Mail[] = [];
  const arrivals = new EventEmitter();
  const returned = new Set<Mail>();

  const smtp = new SMTPServer({
    // The built-in certificate has expired: plain SMTP on loopback (docs/architecture.md §7).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            const mail = {
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            };
            mails.push(mail);
            arrivals.emit('mail', mail);
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as net.AddressInfo;

  function waitForMail(
    to: string,
    predicate: (mail: Mail) => boolean = () => true,
    timeoutMs = DEFAULT_MAIL_TIMEOUT_MS,
  ): Promise<Mail> {
    const wanted = to.toLowerCase();
    const matches = (mail: Mail) => !returned.has(mail) && mail.to === wanted && predicate(mail);
    return new Promise<Mail>((resolve, reject) => {
      const take = (mail: Mail) => {
        returned.add(mail);
        clearTimeout(timer);
        arrivals.off('mail', onMail);
        resolve(mail);
      };
      const onMail = (mail: Mail) => {
        if (matches(mail)) take(mail);
      };
      const timer = setTimeout(() => {
        arrivals.off('mail', onMail);
        const seen = mails.map((m) => `  ${m.to}: ${m.subject}`).join('\n') || '  (none)';
        reject(
          new Error(`No matching mail to ${to} within ${timeoutMs} ms. Mails received:\n${seen}`),
        );
      }, timeoutMs);
      const already = mails.find(matches);
      if (already) take(already);
      else arrivals.on('mail', onMail);
    });
  }

  return {
    mails,
    port,
    waitForMail,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(killed);
}

/** Polls GET /health until it answers 200 {ok:true}; fails early when the server exits. */
async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const answer = await apiCall<{ ok?: unknown }>({ baseUrl }, 'GET', '/health', {
        signal: AbortSignal.timeout(2_000),
      });
      if (answer.status === 200 && answer.data.ok === true) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`GET /health did not answer 200 {ok:true} within ${STARTUP_TIMEOUT_MS} ms`);
}

/**
 * Starts a complete stack for one test file: an SMTP peer, then the real server (built web app
 * plus API, embedded database in a fresh directory) sending its mail to that peer.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  for (const built of [webIndex, compiledServer]) {
    if (!existsSync(built))
      throw new Error(`${built} is missing: build the app first (npm run build)`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'basera-e2e-'));
  const mail = await startMailCapture();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  if (options.databaseFrom)
    await cp(options.databaseFrom, path.join(dataDir, 'db'), { recursive: true });
  const clockFile = path.join(dataDir, 'clock-offset-ms');
  await writeFile(clockFile, '0');

  const output: string[] = [];
  // The compiled server, as in production (npm run build).
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true`,
      MAIL_FROM: 'Basera <no-reply@basera.test>',
      APP_URL: baseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      CLOCK_OFFSET_FILE: clockFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      output.push(`\n[the server exited on its own: code ${code}, signal ${signal}]\n`);
  });

  const cleanUp = async () => {
    stopping = true;
    await stopProcess(child);
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await cleanUp();
    const log = output.join('') || '(no output)';
    throw new Error(
      `The server did not start: ${(error as Error).message}\n--- server output ---\n${log}`,
    );
  }

  return {
    baseUrl,
    mails: mail.mails,
    waitForMail: mail.waitForMail,
    admin: { ...ADMIN },
    async setClockAhead(days) {
      await writeFile(clockFile, String(Math.round(days * 24 * 60 * 60 * 1000)));
    },
    async stop() {
      const crashed = child.exitCode !== null || child.signalCode !== null;
      await cleanUp();
      if (crashed) {
        throw new Error(
          `The server died during the tests.\n--- server output ---\n${output.join('')}`,
        );
      }
    },
    async stopKeepingDatabase(folder) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await cleanUp();
        throw new Error(`The server died.\n--- server output ---\n${output.join('')}`);
      }
      stopping = true;
      await stopProcess(child);
      await rename(path.join(dataDir, 'db'), folder);
      await cleanUp();
    },
  };
}

/** The link to `route` in a mail's text (APP_URL/{route}/{token}). */
export function linkIn(
  mail: Mail,
  baseUrl: string,
  route: 'emailVerified' | 'resetPassword',
): string {
  const prefix = `${baseUrl}/${route}/`;
  const start = mail.text.indexOf(prefix);
  if (start === -1)
    throw new Error(`No ${prefix}… link in the mail "${mail.subject}":\n${mail.text}`);
  const link = mail.text.slice(start).split(/\s/)[0]!;
  return link;
}

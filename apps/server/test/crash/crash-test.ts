/**
 * Crash test: no acknowledged write is lost when the server is killed.
 *
 * Starts the real server (src/main.ts) as a child process, lets several clients write
 * testimonials and contact messages continuously, kills the server with SIGKILL at a random
 * moment while writes are in flight, restarts it on the same data and repeats (CRASH_ROUNDS,
 * default 20). Then it restarts once more and checks that every write answered 2xx is stored,
 * unchanged. Any 5xx, any lost write, or a server that does not come back fails the run.
 *
 * PGlite in a temp DATA_DIR by default; PostgreSQL when DATABASE_URL is set.
 * Usage: npx tsx test/crash/crash-test.ts (test/crash/run.sh runs it on both databases).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const ROUNDS = positiveInt('CRASH_ROUNDS', 20);
const CLIENTS = Math.max(4, positiveInt('CRASH_CLIENTS', 4));
/** Every CONTACT_EVERY-th write of a client is a contact message, the rest testimonials. */
const CONTACT_EVERY = 4;
const KILL_AFTER_MS = { min: 200, max: 1500 };
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
/** A request the live server leaves unanswered this long is a hang, not a crash. */
const REQUEST_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 20_000;
const PAGE = 100;

const ADMIN = { email: 'crash.admin@basera.test', password: 'Crash@2026x' };
const serverDir = path.resolve(import.meta.dirname, '../..');
const databaseLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// What happened: acknowledged writes and everything that counts against the server.

type TestimonialWrite = { name: string; review: string; rating: number };
type ContactWrite = { fullName: string; email: string; phone: string; message: string };

/** Acknowledged writes by unique key: testimonial name, contact e-mail. */
const ackedTestimonials = new Map<string, TestimonialWrite & { id: string }>();
const ackedContacts = new Map<string, ContactWrite>();
/** Writes whose answer never came because the server was killed under them. */
const cutKeys = new Set<string>();
let refused = 0;
let inFlightAtKills = 0;
const serverErrors: string[] = [];
const otherFailures: string[] = [];
const recoveryMs: number[] = [];

function recordServerError(what: string, status: number, body: string) {
  const line = `${what}: HTTP ${status} ${body.slice(0, 2000)}`;
  serverErrors.push(line);
  console.error(`5xx! ${line}`);
}

function recordFailure(line: string) {
  otherFailures.push(line);
  console.error(`FAILURE: ${line}`);
}

// ---------------------------------------------------------------------------------------------
// The server process.

/** The running child, killed on every way out of this process (no orphan servers). */
let current: ChildProcess | undefined;
let dataDir: string | undefined;

process.on('exit', () => {
  current?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the crash test`);
    process.exit(130);
  });
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

class Server {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  exit: Exit | undefined;
  /** The last lines it printed, shown when it fails to start or stop. */
  private readonly tail: string[] = [];

  constructor(
    readonly start: number,
    env: NodeJS.ProcessEnv,
  ) {
    // node itself on the compiled server (test/crash/run.sh builds it), as in production: a
    // wrapper process between us and the server would survive SIGKILL's meaning.
    this.child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    current = this.child;
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      }),
    );
    this.follow(this.child.stdout!, false);
    this.follow(this.child.stderr!, true);
  }

  /** stderr and pino's JSON lines (warn and above) are shown; the start banner is not. */
  private follow(stream: NodeJS.ReadableStream, isStderr: boolean) {
    createInterface({ input: stream }).on('line', (line) => {
      this.tail.push(line);
      if (this.tail.length > 100) this.tail.shift();
      if (isStderr || line.startsWith('{')) console.log(`  [server start ${this.start}] ${line}`);
    });
  }

  lastLines(): string {
    return this.tail.map((line) => `    ${line}`).join('\n');
  }

  async kill(): Promise<Exit> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM must close the server gracefully: exit code 0 within STOP_TIMEOUT_MS. */
  async stop(): Promise<Exit | 'timeout'> {
    this.child.kill('SIGTERM');
    const timer = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const);
    const result = await Promise.race([this.exited, timer]);
    if (result === 'timeout') await this.kill();
    return result;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls GET /health until 200; fails early if the process dies. */
async function waitForHealth(server: Server, base: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exit) {
      throw new Error(
        `server start ${server.start} exited (${describe(server.exit)}) before /health answered:\n${server.lastLines()}`,
      );
    }
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await res.text();
      if (res.ok) return;
      if (res.status >= 500)
        recordServerError(`GET /health (start ${server.start})`, res.status, body);
    } catch {
      // Not listening yet (or still recovering): poll again.
    }
    await sleep(POLL_MS);
  }
  throw new Error(
    `server start ${server.start} did not answer GET /health with 200 within ${START_TIMEOUT_MS / 1000} s:\n${server.lastLines()}`,
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const describe = (exit: Exit) => (exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`);

// ---------------------------------------------------------------------------------------------
// HTTP helpers.

async function post(
  base: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, text: await res.text() };
}

/** Signs in as the admin; done after every start (tokens survive restarts, but be robust). */
async function signIn(base: string): Promise<string> {
  const { status, text } = await post(base, '/api/login', {
    userMail: ADMIN.email,
    userPassword: ADMIN.password,
    dbName: 'Admin',
  });
  if (status >= 500) recordServerError('POST /api/login', status, text);
  if (status !== 200) throw new Error(`admin sign-in answered ${status}: ${text}`);
  return (JSON.parse(text) as { token: string }).token;
}

/** Every row of a paged list: limit/offset until a short page. */
async function readAll<T>(base: string, pathname: string, token?: string): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const res = await fetch(`${base}${pathname}?limit=${PAGE}&offset=${offset}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status >= 500) recordServerError(`GET ${pathname}`, res.status, text);
    if (!res.ok)
      throw new Error(`GET ${pathname} offset ${offset} answered ${res.status}: ${text}`);
    const page = JSON.parse(text) as T[];
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

// ---------------------------------------------------------------------------------------------
// Writers.

/** One start of the server as the writers see it. */
type Round = { base: string; token: string; number: number; killed: boolean; inFlight: number };

const nextSeq = Array.from({ length: CLIENTS }, () => 0);
let contactCount = 0;

const digits = (n: number, width: number) => String(n).padStart(width, '0');

/** A distinct client address per contact write: the limit is 20 per IP (TRUST_PROXY=1). */
function nextClientIp() {
  const n = ++contactCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type Attempt = { key: string; pathname: string; body: unknown; headers: Record<string, string> };

function nextWrite(client: number, round: number): Attempt & { kind: 'testimonial' | 'contact' } {
  const seq = nextSeq[client]!++;
  const key = `c${client}w${digits(seq, 5)}`; // unique across the run, 3–25 characters
  if (seq % CONTACT_EVERY === CONTACT_EVERY - 1) {
    const body: ContactWrite = {
      fullName: `Crash Client ${client}`,
      email: `${key}@crash.basera.test`,
      phone: `9${digits(Math.floor(Math.random() * 1e9), 9)}`,
      message: `Contact message ${key}, written in round ${round}.`,
    };
    return {
      kind: 'contact',
      key: body.email,
      pathname: '/user/contact',
      body,
      headers: { 'x-forwarded-for': nextClientIp() },
    };
  }
  const body: TestimonialWrite = {
    name: key,
    review: `Testimonial ${key}, written in round ${round} of the crash test.`,
    rating: 1 + (seq % 5),
  };
  return { kind: 'testimonial', key, pathname: '/admin/addTestimonial', body, headers: {} };
}

/** Writes until the server is killed under it; records each acknowledged (2xx) write. */
async function writer(client: number, round: Round) {
  while (!round.killed) {
    const write = nextWrite(client, round.number);
    const what = `POST ${write.pathname} ${write.key} (round ${round.number})`;
    let answer: { status: number; text: string };
    round.inFlight++;
    try {
      answer = await post(round.base, write.pathname, write.body, {
        authorization: `Bearer ${round.token}`,
        ...write.headers,
      });
    } catch (err) {
      // The expected end of a writer: its connection died with the server. No answer, no ack.
      if (round.killed) cutKeys.add(write.key);
      else recordFailure(`${what}: ${errorText(err)} while the server was meant to be up`);
      return;
    } finally {
      round.inFlight--;
    }

    const { status, text } = answer;
    if (status >= 200 && status < 300) {
      if (write.kind === 'testimonial') {
        const { testimonial } = JSON.parse(text) as { testimonial: { _id: string } };
        ackedTestimonials.set(write.key, {
          ...(write.body as TestimonialWrite),
          id: testimonial._id,
        });
      } else {
        ackedContacts.set(write.key, write.body as ContactWrite);
      }
    } else if (status === 429 && write.kind === 'contact') {
      refused++; // the per-IP limit said no: not stored, not acknowledged, not a failure
    } else if (status >= 500) {
      recordServerError(what, status, text);
    } else {
      recordFailure(`${what}: unexpected HTTP ${status} ${text}`);
    }
  }
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return `${err.message}${cause}`;
}

// ---------------------------------------------------------------------------------------------
// The run.

async function main() {
  const started = Date.now();
  dataDir = await mkdtemp(path.join(tmpdir(), 'basera-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir, // the same across restarts: PGlite's files, the JWT secret
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Contact writes name their own client address in X-Forwarded-For (one trusted hop).
    TRUST_PROXY: '1',
  };
  console.log(
    `crash test on ${databaseLabel}: ${ROUNDS} rounds, ${CLIENTS} writers, port ${port}, DATA_DIR ${dataDir}`,
  );

  let start = 0;
  let server = new Server(++start, env);
  await waitForHealth(server, base);

  for (let number = 1; number <= ROUNDS; number++) {
    const round: Round = { base, token: await signIn(base), number, killed: false, inFlight: 0 };
    const writers = Array.from({ length: CLIENTS }, (_, client) => writer(client, round));

    // The kill comes at a random moment after the writers start, so it lands mid-request.
    await sleep(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
    if (server.exit) {
      throw new Error(
        `server exited on its own (${describe(server.exit)}) in round ${number}:\n${server.lastLines()}`,
      );
    }
    round.killed = true;
    const inFlight = round.inFlight;
    inFlightAtKills += inFlight;
    const killedAt = Date.now();
    const exit = await server.kill();
    if (exit.signal !== 'SIGKILL') {
      throw new Error(`server died of ${describe(exit)}, not SIGKILL, in round ${number}`);
    }
    await Promise.all(writers);

    server = new Server(++start, env);
    await waitForHealth(server, base);
    recoveryMs.push(Date.now() - killedAt);
    console.log(
      `round ${number}/${ROUNDS}: killed with ${inFlight} writes in flight, healthy again after ` +
        `${seconds(recoveryMs.at(-1)!)} s; ${ackedTestimonials.size + ackedContacts.size} writes acknowledged so far`,
    );
  }

  // The last start (after the last kill) serves the verification; nothing writes any more.
  const token = await signIn(base);
  const storedTestimonials = await readAll<TestimonialWrite & { _id: string }>(
    base,
    '/api/Testimonials',
  );
  const storedContacts = await readAll<ContactWrite & { _id: string }>(
    base,
    '/admin/Messages',
    token,
  );

  // A row that is there but not as it was sent counts as lost too.
  const lost: string[] = [];
  const byId = new Map(storedTestimonials.map((row) => [row._id, row]));
  for (const [key, sent] of ackedTestimonials) {
    const row = byId.get(sent.id);
    if (!row) lost.push(`testimonial ${key} (id ${sent.id}) is missing`);
    else if (row.name !== sent.name || row.review !== sent.review || row.rating !== sent.rating)
      lost.push(
        `testimonial ${key} changed: sent ${JSON.stringify(sent)}, stored ${JSON.stringify(row)}`,
      );
  }
  const byEmail = new Map(storedContacts.map((row) => [row.email, row]));
  for (const [key, sent] of ackedContacts) {
    const row = byEmail.get(key);
    if (!row) lost.push(`contact message ${key} is missing`);
    else if (
      row.fullName !== sent.fullName ||
      row.phone !== sent.phone ||
      row.message !== sent.message
    )
      lost.push(
        `contact message ${key} changed: sent ${JSON.stringify(sent)}, stored ${JSON.stringify(row)}`,
      );
  }
  for (const line of lost.slice(0, 50)) console.error(`LOST: ${line}`);
  if (lost.length > 50) console.error(`LOST: … and ${lost.length - 50} more`);

  // Each key was sent once; two rows for one key would be a duplicate write.
  const keys = [
    ...storedTestimonials.map((row) => row.name),
    ...storedContacts.map((row) => row.email),
  ];
  const duplicates = keys.length - new Set(keys).size;
  if (duplicates) recordFailure(`${duplicates} writes are stored twice`);
  const storedKeys = new Set(keys);
  const cutButStored = [...cutKeys].filter((key) => storedKeys.has(key)).length;

  const stopped = await server.stop();
  if (stopped === 'timeout') {
    recordFailure(`SIGTERM: the server did not exit within ${STOP_TIMEOUT_MS / 1000} s`);
  } else if (stopped.code !== 0) {
    recordFailure(`SIGTERM: the server ended with ${describe(stopped)}:\n${server.lastLines()}`);
  }

  const acked = ackedTestimonials.size + ackedContacts.size;
  if (acked === 0) recordFailure('no write was acknowledged: the test proved nothing');
  const sorted = [...recoveryMs].sort((a, b) => a - b);
  console.log(
    `  ${inFlightAtKills} requests in flight at the kills; ${cutKeys.size} writes cut off ` +
      `(${cutButStored} of them stored anyway, which is allowed); ${refused} contact writes refused (429); ` +
      `kill -9 to healthy: median ${seconds(sorted[sorted.length >> 1] ?? 0)} s, max ${seconds(sorted.at(-1) ?? 0)} s; ` +
      `run took ${seconds(Date.now() - started)} s`,
  );
  console.log(
    `crash test on ${databaseLabel}: ${ROUNDS} rounds, ${acked} acknowledged writes ` +
      `(${ackedTestimonials.size} testimonials, ${ackedContacts.size} contact), ${lost.length} lost, ` +
      `${serverErrors.length} server errors (5xx)`,
  );
  for (const line of serverErrors) console.error(`  5xx: ${line}`);
  for (const line of otherFailures) console.error(`  failure: ${line}`);
  return lost.length === 0 && serverErrors.length === 0 && otherFailures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(
    `\ncrash test on ${databaseLabel} failed: ${err instanceof Error ? err.message : err}`,
  );
  // Let a server still running die before the exit handler removes its DATA_DIR.
  if (current && current.exitCode === null && current.signalCode === null) {
    const exited = once(current, 'exit');
    current.kill('SIGKILL');
    await exited;
  }
}
// The exit handler kills any server still running and removes DATA_DIR.
process.exit(ok ? 0 : 1);

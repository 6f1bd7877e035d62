import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, s3Env, startRedis, startS3, type RedisServer, type S3Server } from '../servers';

/*
 * Several Basera servers behind nginx, on this machine, from Debian's packages and npm
 * (docs/decisions/0024-several-servers.md): PostgreSQL (scripts/with-postgres.sh gives its
 * URL), Redis, an S3-compatible store (s3rver), an SMTP peer that can be taken down, and nginx
 * in front. Used by the cluster test and by the bench.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

export const ADMIN = { email: 'cluster.admin@basera.test', password: 'Cluster@2026' };

/** An SMTP peer that records every mail it accepts, and can be stopped and started again. */
export type SmtpPeer = {
  url: string;
  received: { to: string; subject: string; messageId: string }[];
  /** The text of the last mail to each address. */
  texts: Map<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const port = await freePort();
  const received: SmtpPeer['received'] = [];
  const texts = new Map<string, string>();
  let server: SMTPServer | null = null;
  const start = async () => {
    server = new SMTPServer({
      // Its built-in certificate has expired: plain SMTP on loopback (docs/architecture.md §7).
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onData(stream, session, callback) {
        simpleParser(stream).then((mail) => {
          const to = session.envelope.rcptTo[0]!.address;
          received.push({ to, subject: mail.subject ?? '', messageId: mail.messageId ?? '' });
          texts.set(to, mail.text ?? '');
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  await start();
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    texts,
    start,
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(resolve));
    },
  };
}

/** One Basera server process. */
export type Instance = {
  name: string;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  /** Starts it again after it ended (same port, same settings). */
  restart(): Promise<void>;
};

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} stopped while starting`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not get ready`);
}

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `basera-${name}-`));
  let child: ChildProcess;
  let ended: Promise<number | null>;
  const start = async () => {
    // The compiled server, as in production (test/cluster/run.sh builds it).
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      // Errors only (LOG_LEVEL=error): what a server reports is shown with the test's output.
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    ended = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await waitUntilReady(`http://127.0.0.1:${port}`, child);
  };
  await start();
  return {
    name,
    port,
    exited: () => ended,
    kill: (signal) => child.kill(signal),
    restart: start,
  };
}

/**
 * `keepalive`: connections nginx keeps open to the servers (the bench, for throughput). The test
 * opens one per request instead, as a keep-alive connection a stopping server closes could fail
 * a write that nginx does not retry.
 */
function nginxConfig(dir: string, port: number, instances: Instance[], keepalive = 0): string {
  const servers = (list: Instance[]) =>
    [
      ...list.map((one) => `    server 127.0.0.1:${one.port} max_fails=1 fail_timeout=2s;`),
      ...(keepalive ? [`    keepalive ${keepalive};`] : []),
    ].join('\n');
  const single = instances
    .map((one) => `  upstream basera_${one.name} {\n${servers([one])}\n  }`)
    .join('\n');
  return `
worker_processes ${keepalive ? 'auto' : 1};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;

  # Every server, in turn; a server that refuses a connection is skipped for 2 s.
  upstream basera {
${servers(instances)}
  }
  # The tests pick one server by name (X-Basera-Instance), to write on one and read on another.
${single}
  map $http_x_basera_instance $pool {
${instances.map((one) => `    ${one.name} basera_${one.name};`).join('\n')}
    default basera;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://$pool;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that could not reach a server goes to the next one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export type Nginx = { url: string; stop(): Promise<void> };

export async function startNginx(
  instances: Instance[],
  options: { port?: number; keepalive?: number } = {},
): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'basera-nginx-'));
  // nginx's workers may run as another user than its master (root): they write here.
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, temp));
  }
  await chmod(dir, 0o777);
  const port = options.port ?? (await freePort());
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, instances, options.keepalive));
  const binary = process.env.NGINX ?? '/usr/sbin/nginx';
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGQUIT');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type Cluster = {
  nginx: Nginx;
  instances: Instance[];
  redis: RedisServer;
  s3: S3Server;
  smtp: SmtpPeer;
  databaseUrl: string;
  stop(): Promise<void>;
};

/**
 * `count` servers on a fresh database of the PostgreSQL at `serverUrl`, sharing Redis, the
 * bucket and the SMTP peer, behind nginx.
 */
export async function startCluster(serverUrl: string, count = 2): Promise<Cluster> {
  const database = `cluster_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  const [redis, s3, smtp] = await Promise.all([startRedis(), startS3(), startSmtpPeer()]);
  const nginxPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    ...s3Env(s3.settings),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Basera <no-reply@basera.test>',
    JWT_SECRET: 'a-secret-every-server-of-the-cluster-shares-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_URL: `http://127.0.0.1:${nginxPort}`,
    DEMO_DATA: 'off',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
  };
  // One at a time: the first migrates the database, the others find it ready.
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    instances.push(await startInstance(String.fromCharCode(97 + i), env));
  }
  const nginx = await startNginx(instances, { port: nginxPort });
  return {
    nginx,
    instances,
    redis,
    s3,
    smtp,
    databaseUrl,
    async stop() {
      await nginx.stop();
      for (const instance of instances) instance.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.exited()));
      await Promise.all([redis.stop(), s3.stop(), smtp.stop()]);
    },
  };
}

import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { closeListenerWhenQuiet } from '../src/lib/stopping';
import { createTestApp, type TestApp } from './harness';
import { json } from './support';

describe('a server asked to stop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails /ready at once, so a load balancer sends elsewhere, and closes each connection after its answer', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(before.statusCode).toBe(200);
    expect(json(before)).toEqual({
      ok: true,
      stopping: false,
      database: true,
      redis: true,
      storage: true,
    });
    expect(before.headers.connection).not.toBe('close');

    t.app.stopping.begin();
    const after = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(after.statusCode).toBe(503);
    expect(json(after)).toMatchObject({ ok: false, stopping: true, database: true });
    expect(after.headers.connection).toBe('close');
    // Requests are still answered in full while it stops.
    const listings = await t.app.inject({ method: 'GET', url: '/api/property' });
    expect(listings.statusCode).toBe(200);
    expect(listings.headers.connection).toBe('close');
  });
});

/** A plain HTTP server on a loopback port that answers 'ok', gone when the test ends. */
async function okServer() {
  const server = http.createServer((_, res) => res.end('ok'));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, port };
}

/** An okServer whose listener closes when quiet; closedBecause() is null until it has. */
async function closingServer(timings: { quietMs: number; longestMs: number }) {
  const { server, port } = await okServer();
  let why: 'quiet' | 'longest' | null = null;
  const closing = closeListenerWhenQuiet(server, timings);
  void closing.then((reason) => (why = reason));
  return { port, closing, closedBecause: () => why };
}

/** GET / on a new connection: the answer's text, or the connection error's code. */
function getOnNewConnection(port: number): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

const GET_OK = 'GET / HTTP/1.1\r\nHost: basera.test\r\nConnection: close\r\n\r\n';
const ANSWERED_OK = /^HTTP\/1\.1 200 OK[\s\S]*ok$/;

/** What arrives on `socket` until the server ends it, or the connection error's code. */
function answerOn(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the process busy, as a burst of work under load does, without yielding. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

describe('closing the listener when connections stop coming', () => {
  it('takes and answers connections while they keep coming, then closes once none has come for the quiet time', async () => {
    const { port, closing, closedBecause } = await closingServer({
      quietMs: 1_500,
      longestMs: 60_000,
    });
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await getOnNewConnection(port));
      await pause(150);
    }
    expect(answers).toEqual(Array(8).fill('ok'));
    expect(closedBecause()).toBeNull();
    expect(await closing).toBe('quiet');
    expect(await getOnNewConnection(port)).toBe('ECONNREFUSED');
  });

  it('closes after the longest wait even while connections keep coming', async () => {
    const { port, closedBecause } = await closingServer({ quietMs: 1_000, longestMs: 1_500 });
    const answers: string[] = [];
    while (closedBecause() === null) {
      answers.push(await getOnNewConnection(port));
      await pause(50);
    }
    expect(closedBecause()).toBe('longest');
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.every((answer) => answer === 'ok')).toBe(true);
    expect(await getOnNewConnection(port)).toBe('ECONNREFUSED');
  });

  it('does not reset a connection that reached it while the process was busy', async () => {
    const { server, port } = await okServer();
    const closing = closeListenerWhenQuiet(server, { quietMs: 100, longestMs: 5_000 });
    // The connection is made by the kernel and waits to be taken while the process is busy
    // past the quiet time; the next timers run before the event loop takes it.
    const socket = await new Promise<net.Socket>((resolve) =>
      setImmediate(() => {
        const connecting = net.connect(port, '127.0.0.1');
        process.nextTick(() => {
          busyFor(300);
          resolve(connecting);
        });
      }),
    );
    const answer = answerOn(socket);
    socket.write(GET_OK);
    expect(await answer).toMatch(ANSWERED_OK);
    expect(await closing).toBe('quiet');
  });

  it('still answers a request on a connection it accepted before closing', async () => {
    const { server, port } = await okServer();
    const socket = net.connect(port, '127.0.0.1');
    await Promise.all([once(socket, 'connect'), once(server, 'connection')]);
    expect(await closeListenerWhenQuiet(server, { quietMs: 100, longestMs: 5_000 })).toBe('quiet');
    expect(await getOnNewConnection(port)).toBe('ECONNREFUSED');
    const answer = answerOn(socket);
    socket.write(GET_OK);
    expect(await answer).toMatch(ANSWERED_OK);
  });
});

import { Server } from 'node:net';

/**
 * A server that has been asked to stop (SIGTERM) first tells its load balancer, then stops
 * taking connections once the balancer has stopped sending them (docs/decisions/0024-several-servers.md).
 *
 * Why not close the listener at once: a connection the kernel has accepted but the process has
 * not yet taken is reset when the listener closes. The balancer has already sent its request
 * down it, so it cannot tell whether the request was handled and does not retry a write
 * elsewhere: the client gets a 502. Once the balancer sends nothing more, closing loses nothing.
 */
export type Stopping = {
  /** True from the stop signal on: GET /ready answers 503 and every answer closes its connection. */
  readonly begun: boolean;
  begin(): void;
};

export function createStopping(): Stopping {
  let begun = false;
  return {
    get begun() {
      return begun;
    },
    begin() {
      begun = true;
    },
  };
}

/**
 * Closes `server`'s listener once no connection has arrived for `quietMs`, or after `longestMs`
 * whatever comes. Connections already accepted stay open (net's close, not http's, which would
 * also close the idle ones); the caller answers them and closes them afterwards.
 */
export function closeListenerWhenQuiet(
  server: Server,
  timings: { quietMs: number; longestMs: number },
): Promise<'quiet' | 'longest'> {
  const started = Date.now();
  let lastConnection = started;
  const seen = () => {
    lastConnection = Date.now();
  };
  server.on('connection', seen);
  let closed = false;
  return new Promise((resolve) => {
    const decide = () => {
      const now = Date.now();
      if (now - lastConnection >= timings.quietMs) return 'quiet';
      if (now - started >= timings.longestMs) return 'longest';
      return null;
    };
    const check = setInterval(
      () => {
        if (!decide()) return;
        // Decided after the event loop's next poll, which takes every connection the kernel
        // holds: a timer can run before that poll, so after a busy spell one may be waiting.
        setImmediate(() => {
          const why = decide();
          if (!why || closed) return;
          closed = true;
          clearInterval(check);
          server.off('connection', seen);
          Server.prototype.close.call(server);
          resolve(why);
        });
      },
      Math.max(10, Math.min(50, timings.quietMs / 5)),
    );
  });
}

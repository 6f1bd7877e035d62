import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer (a link mail: SMTP may be slow or down, and the time it
 * takes must not tell who has an account). A failure is logged, never thrown at a client.
 * `drain()` waits for what is under way: on shutdown, and in tests before reading the mails.
 */
export type BackgroundTasks = {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `${name} failed`),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

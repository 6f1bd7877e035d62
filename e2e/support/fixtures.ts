import { test as base, inject } from 'vitest';
import { launchBrowser, type BrowserOptions, type BrowserSession } from './browser';
import { startStack } from './stack';

export type OpenBrowser = (options: Omit<BrowserOptions, 'baseUrl'>) => Promise<BrowserSession>;

/**
 * `stack`: one server + SMTP peer per test file. `openBrowser`: Chromium sessions for one test,
 * closed after it; the test fails if a page threw, logged an error or lost a request.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  .extend('stack', { scope: 'file' }, async ({}, { onCleanup }) => {
    const stack = await startStack({ databaseFrom: inject('e2eDatabase') });
    onCleanup(() => stack.stop());
    return stack;
  })
  .extend('openBrowser', async ({ stack }, { onCleanup }) => {
    const sessions: BrowserSession[] = [];
    onCleanup(async () => {
      const problems = sessions.flatMap((session) => session.problems);
      await Promise.all(sessions.map((session) => session.close()));
      if (problems.length) {
        throw new Error(`The browser reported problems:\n${problems.join('\n')}`);
      }
    });
    const open: OpenBrowser = async (options) => {
      const session = await launchBrowser({ ...options, baseUrl: stack.baseUrl });
      sessions.push(session);
      return session;
    };
    return open;
  });

export { expect, describe } from 'vitest';

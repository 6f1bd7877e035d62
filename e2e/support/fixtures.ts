import { test as base, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, sharedChromium, type BrowserOptions, type BrowserSession } from './browser';
import { startStack } from './stack';

export type OpenBrowser = (options: Omit<BrowserOptions, 'baseUrl'>) => Promise<BrowserSession>;

/**
 * `stack`: one server + SMTP peer per test file. `chromium`: one running Chromium per test file.
 * `openBrowser`: sessions for one test, each a new context in that Chromium (its own cache,
 * storage and cookies, as a new profile), closed after it; the test fails if a page threw, logged
 * an error or lost a request.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  .extend('stack', { scope: 'file' }, async ({}, { onCleanup }) => {
    const stack = await startStack({ databaseFrom: inject('e2eDatabase') });
    onCleanup(() => stack.stop());
    return stack;
  })
  // One launch per file, not per session: starting Chromium costs about as much CPU as loading a
  // page in it, and e2e files share two cores (docs/decisions/0046-the-cpu-a-test-run-needs.md).
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  .extend('chromium', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await sharedChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openBrowser', async ({ stack, chromium }, { onCleanup }) => {
    const sessions: BrowserSession[] = [];
    onCleanup(async () => {
      const problems = sessions.flatMap((session) => session.problems);
      await Promise.all(sessions.map((session) => session.close()));
      if (problems.length) {
        throw new Error(`The browser reported problems:\n${problems.join('\n')}`);
      }
    });
    const open: OpenBrowser = async (options) => {
      const session = await launchBrowser({ in: chromium, ...options, baseUrl: stack.baseUrl });
      sessions.push(session);
      return session;
    };
    return open;
  });

export { expect, describe } from 'vitest';

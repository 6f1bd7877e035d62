import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEFAULT_MAP_TILE_URL } from '@basera/contract';

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium resolves Google hosts at start despite the flags above (docs/architecture.md §7).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** localStorage keys of the two sessions (docs/product.md §3: kept separately). */
export const TOKEN_KEYS = { user: 'token', admin: 'adminToken' } as const;

/** localStorage key the web app sets once a device has shown the note about money before a visit. */
const SAFETY_NOTE_SEEN_KEY = 'safetyNoteSeen';

export type BrowserOptions = {
  baseUrl: string;
  viewport: { width: number; height: number };
  /** Signs a user in without the UI: the token is in localStorage before the first page runs. */
  userToken?: string;
  adminToken?: string;
  /**
   * Show the note about money before a visit on the first contact with a lister, as on a new
   * device. Off by default: tests about other things go straight to the numbers or the form.
   */
  safetyNote?: boolean;
  /**
   * Let the app's service worker run. Off by default: a page served by a worker escapes
   * page.route(), and its caches would outlive a test's expectations; the offline tests turn
   * it on (docs/decisions/0018-offline.md).
   */
  serviceWorkers?: boolean;
  /**
   * Run the page's scripts (default). Off: the page as the server sent it, before any script,
   * as a slow phone shows it first and a crawler reads it.
   */
  javaScript?: boolean;
  /**
   * After each full page load, wait until the app has taken the page over (default), as the
   * tests of what happens next assume. Off: a load returns once the browser has loaded the page,
   * and the test taps as soon as a person could (first-tap.e2e.ts).
   */
  untilLive?: boolean;
  /** Slow the page's CPU down this many times (Chromium's own throttling), as on a cheap phone. */
  cpuSlowdown?: number;
  /**
   * Open a new context in this running Chromium instead of launching one: its own cache,
   * storage and cookies as on a new profile, and quicker to open (see sharedChromium()). The
   * `openBrowser` fixture always gives its file's Chromium (support/fixtures.ts).
   */
  in?: Browser;
};

export type BrowserSession = {
  context: BrowserContext;
  page: Page;
  /** What went wrong in the page so far: uncaught errors, console errors, failed requests. */
  problems: string[];
  close(): Promise<void>;
};

/**
 * 'Failed to load resource: … status of 4xx' is Chromium's own network log for an error answer
 * the test provoked on purpose (wrong password, unverified account); the test checks what the
 * user sees instead. Everything else written to console.error is a problem.
 */
const EXPECTED_HTTP_ERROR_LOG =
  /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The map's tiles come from the internet (the default MAP_TILE_URL), which tests do not have: a
 * tile that cannot load leaves the plain background the map is built to work on. Chromium logs
 * each as 'Failed to load resource' at the tile's address; only those, from that origin alone,
 * are not problems.
 */
const MAP_TILE_ORIGIN = new URL(DEFAULT_MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin;
const isFailedMapTile = (text: string, url: string | undefined) =>
  text.startsWith('Failed to load resource') &&
  url !== undefined &&
  url.startsWith(`${MAP_TILE_ORIGIN}/`);

/**
 * Pages arrive rendered by the server and become live once the browser has taken them over
 * (apps/web/src/app/start.tsx marks <html data-hydrated>). A tap before then still works (links and
 * the search form by themselves, buttons once the app has started: apps/web/src/app/early-taps.ts,
 * proved by first-tap.e2e.ts), but it is answered later; the tests of what comes next wait for it.
 */
function waitForHydration(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        await page.waitForFunction(
          () =>
            !document.getElementById('root') ||
            document.documentElement.hasAttribute('data-hydrated'),
        );
        return response;
      },
    });
  }
}

const EXECUTABLE = '/usr/bin/chromium';

/** One Chromium for a test file's many short sessions (BrowserOptions.in). */
export function sharedChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Chromium on a fresh profile (launch() rejects --user-data-dir, so a persistent context on a
 * temporary directory), or a new context in a running one (options.in). Page errors, console
 * errors, same-origin requests that fail and server errors (5xx) are collected in `problems`;
 * the `openBrowser` fixture fails the test on any.
 */
export async function launchBrowser(options: BrowserOptions): Promise<BrowserSession> {
  const contextOptions = {
    viewport: options.viewport,
    baseURL: options.baseUrl,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: options.serviceWorkers ? ('allow' as const) : ('block' as const),
    javaScriptEnabled: options.javaScript ?? true,
  };
  let profileDir: string | null = null;
  let context: BrowserContext;
  if (options.in) {
    context = await options.in.newContext(contextOptions);
  } else {
    profileDir = await mkdtemp(path.join(os.tmpdir(), 'basera-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: EXECUTABLE,
      headless: true,
      args: CHROMIUM_ARGS,
      ...contextOptions,
    });
  }
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);

  const seeds: [string, string][] = [];
  if (options.userToken) seeds.push([TOKEN_KEYS.user, options.userToken]);
  if (options.adminToken) seeds.push([TOKEN_KEYS.admin, options.adminToken]);
  if (!options.safetyNote) seeds.push([SAFETY_NOTE_SEEN_KEY, '1']);
  if (seeds.length) {
    // Once per tab, only in our own documents (frames of other origins may not use storage):
    // a later Log Out must not be undone by the next navigation.
    await context.addInitScript(
      ({ origin, entries }: { origin: string; entries: [string, string][] }) => {
        if (window.location.origin !== origin) return;
        if (window.sessionStorage.getItem('e2e-seeded')) return;
        window.sessionStorage.setItem('e2e-seeded', '1');
        for (const [key, value] of entries) window.localStorage.setItem(key, value);
      },
      { origin: new URL(options.baseUrl).origin, entries: seeds },
    );
  }

  const runsScripts = options.javaScript ?? true;
  const problems: string[] = [];
  const origin = new URL(options.baseUrl).origin;
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  const watch = (page: Page) => {
    page.on('pageerror', (error) =>
      problems.push(`uncaught page error: ${error.stack ?? error.message}`),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (EXPECTED_HTTP_ERROR_LOG.test(text)) return;
      const { url, lineNumber } = message.location();
      if (isFailedMapTile(text, url)) return;
      problems.push(`console.error in the page: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed';
      // Navigating away cancels what the old page was loading; that is not a failure.
      if (!sameOrigin(request.url()) || failure === 'net::ERR_ABORTED') return;
      // With scripts off, Chromium refuses the page's script files (reported as 'csp').
      if (!runsScripts && request.resourceType() === 'script' && failure === 'csp') return;
      problems.push(`request failed: ${request.method()} ${request.url()}: ${failure}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500 && sameOrigin(response.url())) {
        problems.push(
          `server error: ${response.status()} for ${response.request().method()} ${response.url()}`,
        );
      }
    });
  };
  // Without scripts nothing hydrates: the page is what the server sent.
  const untilLive = runsScripts && (options.untilLive ?? true);
  const slowDown = async (page: Page) => {
    if (!options.cpuSlowdown) return;
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  };
  context.on('page', (page) => {
    watch(page);
    if (untilLive) waitForHydration(page);
    void slowDown(page);
  });
  for (const page of context.pages()) {
    watch(page);
    if (untilLive) waitForHydration(page);
  }

  const page = context.pages()[0] ?? (await context.newPage());
  await slowDown(page);

  return {
    context,
    page,
    problems,
    async close() {
      await context.close();
      if (profileDir) await rm(profileDir, { recursive: true, force: true });
    },
  };
}

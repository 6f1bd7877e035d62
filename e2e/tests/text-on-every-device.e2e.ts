import type { Locator, Page } from 'playwright-core';
import { adminToken, createSignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/search';
import { visible } from '../support/ui';

/*
 * Text on a device the app knows nothing about (issue 23): this Chromium sees only the fonts of a
 * fresh machine, none of them Devanagari (e2e/support/base-fonts-only.ts). Hindi is drawn in the
 * app's own web font, preloaded on Hindi pages; and the header and the rows of controls fit the
 * screen however wide their text is drawn, since another device's letters may be wider than ours.
 */

/** Fonts Chromium used to draw the text inside an element (the DevTools protocol knows). */
async function fontsDrawing(
  element: Locator,
): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const page = element.page();
  await element.evaluate((node) => node.setAttribute('data-fonts-asked', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-fonts-asked]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
    await element.evaluate((node) => node.removeAttribute('data-fonts-asked'));
  }
}

const isDevanagariWebFont = (font: { familyName: string; isCustomFont: boolean }) =>
  font.isCustomFont && /Noto Sans Devanagari/i.test(font.familyName);

/** The @font-face rules of the page's styles. */
function fontFaces(page: Page) {
  return page.evaluate(() =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue('font-family'),
        src: rule.style.getPropertyValue('src'),
        display: rule.style.getPropertyValue('font-display'),
        unicodeRange: rule.style.getPropertyValue('unicode-range'),
      })),
  );
}

/** Paths of the font files the page has fetched so far. */
function fontsFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /\.(woff2?|ttf|otf)$/.test(pathname)),
  );
}

/** Two animation frames: the layout after a change of size or style. */
function nextLayout(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Draws every letter `em` wider apart, as a device whose font is wider than this machine's
 * would. Zero takes the stretch away.
 */
async function stretchText(page: Page, em: number): Promise<void> {
  await page.evaluate((spacing) => {
    let style = document.getElementById('stretch-text');
    if (!style) {
      style = document.createElement('style');
      style.id = 'stretch-text';
      document.head.append(style);
    }
    style.textContent = spacing ? `body, body * { letter-spacing: ${spacing}em !important; }` : '';
  }, em);
  await nextLayout(page);
}

/**
 * What is wrong with the header's controls as drawn: any that sticks out of the screen or lies
 * over another (the search box over 'City', a menu button over the language switch).
 */
function headerControlsClash(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const controls = Array.from(header.querySelectorAll('a[href], button, input, select'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // Screen-reader text sits in a 1 px box; hidden parts have none.
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent || element.getAttribute('aria-label') || (element as HTMLInputElement).placeholder || '').trim().slice(0, 30)}"`;
    const problems: string[] = [];
    for (const { element, box } of controls) {
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        problems.push(`${name(element)} reaches ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    controls.forEach((a, index) => {
      for (const b of controls.slice(index + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) {
          problems.push(`${name(a.element)} lies over ${name(b.element)}`);
        }
      }
    });
    return problems;
  });
}

/** Two phones and two wide screens; past 1280 px the page's content is no wider. */
const WIDTHS = [320, 390, 1024, 1280] as const;
/** Letter spacing added to every text, in em: none, and text about a sixth wider. */
const STRETCHES = [0, 0.1] as const;

describe('text on every device', () => {
  // The first test of the file also waits for the file's server to start.
  test(
    'Hindi is drawn in the app’s own Devanagari font on a machine without one, preloaded on Hindi pages only',
    {
      timeout: 120_000,
    },
    async ({ openBrowser }) => {
      const { page } = await openBrowser({ viewport: MOBILE });

      await page.goto('/?lang=hi');
      const heading = page.getByRole('heading', { level: 1 });
      await visible(heading);
      // The styles name one font, Devanagari alone, shown at once in a fallback while it loads.
      const faces = await fontFaces(page);
      expect(faces).toHaveLength(1);
      expect(faces[0]!.display).toBe('swap');
      expect(faces[0]!.unicodeRange).toContain('U+900-97F');
      expect(faces[0]!.src).toMatch(/\.woff2"?\)/);
      // The page names the same file in its head, so it comes with the styles, fetched once.
      const preload = page.locator('head link[rel="preload"][as="font"]');
      expect(await preload.count()).toBe(1);
      expect(await preload.getAttribute('type')).toBe('font/woff2');
      expect(await preload.getAttribute('crossorigin')).not.toBeNull();
      const fontPath = (await preload.getAttribute('href'))!;
      expect(faces[0]!.src).toContain(fontPath);
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
      expect(await fontsFetched(page)).toEqual([fontPath]);
      const file = await page.request.get(fontPath);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('font/woff2');
      expect(file.headers()['cache-control']).toContain('immutable');

      // The heading's Devanagari comes from that font, not from whatever the machine has.
      expect((await fontsDrawing(heading)).filter(isDevanagariWebFont)).not.toEqual([]);
      // This machine is a fresh one: its Latin letters are DejaVu, and it has no Devanagari font.
      const logo = page.getByRole('banner').getByRole('link', { name: 'बसेरा होम' });
      expect((await fontsDrawing(logo)).map((font) => font.familyName)).toEqual(['DejaVu Sans']);

      // An English page (in a browser that has not fetched the font yet) preloads nothing; its
      // one Hindi word, the language switch, gets the font too, asked for once the page has
      // loaded, so it never shares the link with the page's own first files.
      const english = (await openBrowser({ viewport: DESKTOP })).page;
      await english.goto('/?lang=en');
      await visible(english.getByRole('heading', { level: 1 }));
      expect(await english.locator('head link[rel="preload"][as="font"]').count()).toBe(0);
      const switchToHindi = english.getByRole('banner').getByRole('link', { name: 'हिन्दी' });
      await expect
        .poll(async () => (await fontsDrawing(switchToHindi)).some(isDevanagariWebFont))
        .toBe(true);
      const asked = await english.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const font = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('.woff2'));
        return { loaded: navigation!.loadEventStart, font: font?.startTime ?? null };
      });
      expect(asked.font).not.toBeNull();
      expect(asked.font!).toBeGreaterThanOrEqual(asked.loaded);
    },
  );

  test(
    'the header and the rows of controls fit phones and wide screens however wide the text, in English and Hindi',
    { timeout: 420_000 },
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, {
        firstName: 'Venkataraman',
        lastName: 'Subramanian',
      });
      const flat = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: 'Two bedroom flat near the lake' }),
      );
      const user = await createSignedInUser(stack, { firstName: 'Lakshmikanth' });

      const screens: {
        who: string;
        token: { userToken?: string; adminToken?: string };
        paths: string[];
      }[] = [
        { who: 'a visitor', token: {}, paths: ['/', '/search?search=flat', '/contact'] },
        {
          who: 'a user',
          token: { userToken: user.token },
          paths: [`/propertyDetails/user/${flat._id}`, `/savedProperty/${user.userId}`],
        },
        { who: 'an owner', token: { userToken: owner.token }, paths: ['/ownerDashboard'] },
        { who: 'the admin', token: { adminToken: admin }, paths: ['/adminDashboard'] },
      ];
      for (const { who, token, paths } of screens) {
        const { page } = await openBrowser({ viewport: MOBILE, ...token });
        for (const path of paths) {
          for (const language of ['en', 'hi'] as const) {
            const url = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
            await page.setViewportSize({ width: WIDTHS[0], height: MOBILE.height });
            await page.goto(url);
            await visible(page.getByRole('heading', { level: 1 }).first());
            // Narrow to wide, as a phone turned sideways: each width with each stretch.
            for (const width of WIDTHS) {
              await page.setViewportSize({
                width,
                height: width < 1024 ? MOBILE.height : DESKTOP.height,
              });
              for (const em of STRETCHES) {
                await stretchText(page, em);
                const what = `${url} for ${who} at ${width} px with text ${em} em wider apart`;
                await expectNoSidewaysScroll(page, what);
                expect(await headerControlsClash(page), what).toEqual([]);
              }
            }
            await stretchText(page, 0);
          }
        }
      }
    },
  );

  test(
    'from 1024 to 1440 px the header’s search box shows a whole query and stays clear of City',
    {
      timeout: 120_000,
    },
    async ({ stack, openBrowser }) => {
      const user = await createSignedInUser(stack, { firstName: 'Meenakshi' });
      const queries = { en: '2 BHK flat in Raipur', hi: 'रायपुर में 2 BHK फ्लैट' } as const;
      for (const token of [{}, { userToken: user.token }]) {
        const { page } = await openBrowser({ viewport: DESKTOP, ...token });
        for (const language of ['en', 'hi'] as const) {
          await page.setViewportSize({ width: 1024, height: DESKTOP.height });
          await page.goto(`/search?lang=${language}`);
          const header = page.getByRole('banner');
          const box = header.getByRole('searchbox');
          await box.fill(queries[language]);
          for (let width = 1024; width <= 1440; width += 32) {
            await page.setViewportSize({ width, height: DESKTOP.height });
            await nextLayout(page);
            const fit = await box.evaluate((input: HTMLInputElement) => {
              const city = input.form!.querySelector('select')!.getBoundingClientRect();
              const field = input.getBoundingClientRect();
              return {
                hidden: input.scrollWidth - input.clientWidth,
                gap: Math.round(city.left - field.right),
              };
            });
            const what = `${language} at ${width} px${'userToken' in token ? ', signed in' : ''}`;
            expect(fit.hidden, `${what}: part of the query is out of sight`).toBeLessThanOrEqual(0);
            expect(fit.gap, `${what}: the box lies over City`).toBeGreaterThanOrEqual(0);
            expect(await headerControlsClash(page), what).toEqual([]);
          }
        }
      }
    },
  );
});

import { launchBrowser, sharedChromium, MOBILE, DESKTOP } from '../support/browser';
const baseUrl = process.env.BASE!;
const chromium = await sharedChromium();
for (let run = 0; run < Number(process.env.RUNS ?? 4); run++) {
  const s = await launchBrowser({ baseUrl, viewport: process.env.W === '1280' ? DESKTOP : MOBILE, untilLive: false, cpuSlowdown: 4, in: chromium });
  const { page } = s;
  await page.goto(process.env.URL ?? '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी', exact: true }).click();
  await page.waitForTimeout(6000);
  console.log(run, page.url(), await page.locator('html').getAttribute('lang'), s.problems.map(p => p.slice(0, 300)));
  await s.close();
}
await chromium.close();

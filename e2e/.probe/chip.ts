import { launchBrowser, sharedChromium, MOBILE, DESKTOP } from '../support/browser';
const baseUrl = process.env.BASE!;
const chromium = await sharedChromium();
let fails = 0;
for (let run = 0; run < Number(process.env.RUNS ?? 4); run++) {
  const s = await launchBrowser({ baseUrl, viewport: process.env.W === '1280' ? DESKTOP : MOBILE, untilLive: false, cpuSlowdown: 4, in: process.env.SHARED ? chromium : undefined });
  const { page } = s;
  await page.goto('/');
  const b = page.getByRole('button', { name: 'PG/Hostel', exact: true });
  await b.click();
  let pressed = null;
  for (let i = 0; i < 20 && pressed !== 'true'; i++) { await page.waitForTimeout(500); pressed = await b.getAttribute('aria-pressed'); }
  console.log(run, pressed, page.url(), s.problems);
  if (pressed !== 'true') { fails++; await page.screenshot({ path: `/tmp/probe/chip-${run}.png` }); }
  await s.close();
}
console.log('fails', fails);
await chromium.close();

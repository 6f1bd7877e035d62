import { launchBrowser, sharedChromium, MOBILE, DESKTOP } from '../support/browser';
import { newPerson } from '../support/api';
const baseUrl = process.env.BASE!;
const chromium = await sharedChromium();
for (let run = 0; run < Number(process.env.RUNS ?? 4); run++) {
  const s = await launchBrowser({ baseUrl, viewport: process.env.W === '1280' ? DESKTOP : MOBILE, untilLive: false, cpuSlowdown: 4, in: chromium });
  const { page } = s;
  await page.addInitScript(() => { (window as any).__ev = []; for (const t of ['click','submit']) document.addEventListener(t, (e) => (window as any).__ev.push(`${t}@${Math.round(performance.now())} ${(e.target as Element).tagName} live=${document.documentElement.hasAttribute('data-hydrated')} prevented=${e.defaultPrevented}`), true); });
  await page.goto('/signup');
  const person = newPerson();
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Phone', { exact: true }).fill(person.phone);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  const live = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForTimeout(6000);
  console.log(run, 'live at tap', live, page.url(), await page.evaluate(() => (window as any).__ev), s.problems);
  if (!page.url().endsWith('/message')) {
    console.log(await page.locator('[aria-invalid="true"]').evaluateAll(els => els.map(e => (e as HTMLInputElement).name + '=' + (e as HTMLInputElement).value)));
    await page.screenshot({ path: `/tmp/probe/signup-${run}.png`, fullPage: true });
  }
  await s.close();
}
await chromium.close();

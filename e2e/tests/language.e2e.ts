import { DESKTOP } from '../support/browser';
import { describe, expect, test } from '../support/fixtures';
import { visible } from '../support/ui';

/** The language switch (docs/i18n.md): Hindi on request, remembered, and back to English. */
describe('language', () => {
  test('switching to Hindi in the header translates the page, survives a reload and ?lang=en undoes it', async ({
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    const html = page.locator('html');
    await page.goto('/');
    await expect.poll(() => html.getAttribute('lang')).toBe('en');
    await visible(page.getByRole('heading', { name: 'Company', level: 2 }));

    const headerSwitch = page.getByRole('banner').getByRole('group', { name: 'Language' });
    await headerSwitch.getByRole('link', { name: 'हिन्दी' }).click();
    await expect.poll(() => html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('heading', { name: 'कंपनी', level: 2 }));
    await visible(page.getByRole('banner').getByRole('link', { name: 'प्रॉपर्टी डालें' }));
    expect(new URL(page.url()).searchParams.get('lang')).toBe('hi');
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('group', { name: 'भाषा' })
          .getByRole('link', { name: 'हिन्दी' })
          .getAttribute('aria-current'),
      )
      .toBe('true');

    await page.reload();
    await expect.poll(() => html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('heading', { name: 'कंपनी', level: 2 }));

    // Remembered on the device: a page opened without ?lang is in Hindi too.
    await page.goto('/contact');
    await expect.poll(() => html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('link', { name: 'संपर्क करें' }));

    await page.goto('/?lang=en');
    await expect.poll(() => html.getAttribute('lang')).toBe('en');
    await visible(page.getByRole('heading', { name: 'Company', level: 2 }));
  });
});

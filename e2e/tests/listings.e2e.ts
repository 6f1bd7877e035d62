import type { Page } from 'playwright-core';
import { MSG, PROPERTY_TYPE_BANNERS, TIMINGS, formatRupees, type Property } from '@basera/contract';
import { adminToken, createSignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiCall, apiOk } from '../support/http';
import { actionName, answeredAt, cardOf, factsIn, navigationOf, statusOf } from '../support/pages';
import { gifFile, photoFiles, textRenamedJpg } from '../support/photos';
import {
  atPath,
  descriptionOf,
  expectFieldError,
  expectNoFieldError,
  expectToast,
  hidden,
  pathOf,
  timeRedirectAfter,
  visible,
} from '../support/ui';

/** Owner actions wait 2 s before moving on (docs/product.md §9); measured on the page's own clock. */
const TIMER_SLACK_MS = 20;

/**
 * A screen may first show what it had cached (stale-while-revalidate) and then the server's
 * answer: wait for the answer.
 */
const SETTLED = { timeout: 10_000 };

function propertyIdIn(page: Page): string {
  const id = new URL(page.url()).searchParams.get('propertyId');
  if (!id) throw new Error(`No ?propertyId= in ${page.url()}`);
  return id;
}

function fileInput(page: Page) {
  return page.locator('input[type="file"]');
}

/** The gallery's counter, read as a screen reader hears it: 'Photo 2 / 4'. */
async function galleryPosition(page: Page, title: string): Promise<string> {
  const counter = page
    .getByRole('region', { name: `Photos of ${title}` })
    .getByText(/^Photo \d+ \/ \d+$/);
  return ((await counter.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('listings', () => {
  test(
    'an owner lists a rent flat with photos, the admin approves it, visitors find it by chip and by a misspelt search',
    { timeout: 180_000 },
    async ({ stack, openBrowser }) => {
      const user = await createSignedInUser(stack, { firstName: 'Meera', lastName: 'Patel' });
      const title = 'Sunflower residency flat';
      const description =
        'Airy two bedroom flat on the third floor with a balcony facing the park and a lift.';
      const address = 'Shankar Nagar, Near Telibandha Lake';
      const mapLink = 'https://maps.google.com/?q=21.24,81.66';

      // 390 px: the user is not an owner yet, so the dashboard asks them to sign in as owner.
      const { page } = await openBrowser({ viewport: MOBILE, userToken: user.token });
      await page.goto('/ownerDashboard');
      const prompt = page.getByRole('dialog', { name: 'Owner Sign In' });
      await visible(prompt);
      await visible(prompt.getByText('Sign in as owner to add your property', { exact: true }));
      const close = prompt.getByRole('button', { name: 'Close', exact: true });
      await visible(close.filter({ hasText: 'Close' }));

      // Sign In: the toast, then the page reloads itself about 2 s after the answer.
      const reloaded = page.waitForEvent('load');
      expect(
        await statusOf(page, '/owner/signInAsOwner', () =>
          prompt.getByRole('button', { name: 'Sign In', exact: true }).click(),
        ),
      ).toBe(200);
      await expectToast(page, MSG.ownerSignedIn);
      const answered = await answeredAt(page, '/owner/signInAsOwner');
      await reloaded;
      const navigation = await navigationOf(page);
      expect(navigation.type).toBe('reload');
      expect(navigation.startedAt - answered).toBeGreaterThanOrEqual(
        TIMINGS.afterOwnerActionMs - TIMER_SLACK_MS,
      );
      expect(pathOf(page)).toBe('/ownerDashboard');
      await visible(page.getByRole('heading', { name: 'Owner Dashboard', level: 1 }));
      await hidden(prompt);
      await visible(page.getByText('Post your first property', { exact: true }));

      // Add Property: rent is chosen by default and its form is shown.
      await page.getByRole('main').getByRole('link', { name: 'Add Property' }).first().click();
      await atPath(page, '/addProperty');
      await visible(page.getByRole('heading', { name: 'Add Property', level: 1 }));
      expect(await page.getByRole('radio', { name: /^Rent\b/ }).isChecked()).toBe(true);
      await visible(page.getByLabel('Rent', { exact: true }));
      await visible(page.getByLabel('Deposit', { exact: true }));
      expect(await page.getByLabel('Price', { exact: true }).count()).toBe(0);

      // docs/product.md §5's messages show while typing bad values, and go when they are fixed.
      const titleBox = page.getByLabel('Property Title', { exact: true });
      await titleBox.pressSequentially('Su');
      await expectFieldError(titleBox, MSG.propertyTitleMin);
      await titleBox.fill(title);
      await expectNoFieldError(titleBox, MSG.propertyTitleMin);

      const descBox = page.getByLabel('Description', { exact: true });
      await descBox.pressSequentially('Airy flat');
      await expectFieldError(descBox, MSG.descMin);
      await descBox.fill(description);
      await expectNoFieldError(descBox, MSG.descMin);

      const mapBox = page.getByLabel('Map Link', { exact: true });
      await mapBox.pressSequentially('maps.google.com');
      await expectFieldError(mapBox, MSG.mapLinkInvalid);
      await mapBox.fill(mapLink);
      await expectNoFieldError(mapBox, MSG.mapLinkInvalid);

      await page.getByLabel('Bhk/Rk', { exact: true }).selectOption('2 BHK');
      await page.getByLabel('Property Type', { exact: true }).selectOption('Apartment');
      await page.getByLabel('Furnishing', { exact: true }).selectOption('Semi-Furnished');
      await page.getByLabel('Listed By', { exact: true }).selectOption('Owner');
      await page.getByLabel('Rent', { exact: true }).fill('14000');
      await page.getByLabel('Deposit', { exact: true }).fill('28000');
      await page.getByLabel('City', { exact: true }).selectOption('Raipur');
      await page.getByLabel('Area', { exact: true }).fill('1150');
      await page.getByLabel('Address', { exact: true }).fill(address);
      await page.getByRole('checkbox', { name: 'Lift', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Balcony', exact: true }).check();

      await page.getByRole('button', { name: 'Continue to photos' }).click();
      await expectToast(page, MSG.propertyAdded);
      await atPath(page, '/propertyImgForm');
      await visible(page.getByRole('heading', { name: 'Add Property Photos', level: 1 }));
      const propertyId = propertyIdIn(page);

      // The photo step turns away a GIF, and asks for at least 4 photos.
      await fileInput(page).setInputFiles([await gifFile()]);
      const rejected = page.getByRole('alert').filter({ hasText: 'animation.gif' });
      await visible(rejected);
      expect(await rejected.innerText()).toContain(MSG.imageFormat);

      await fileInput(page).setInputFiles(await photoFiles(3));
      await page.getByRole('button', { name: 'Upload 3 photos' }).click();
      await visible(page.getByText(MSG.imagesMinNew, { exact: true }));
      expect(await descriptionOf(fileInput(page))).toContain(MSG.imagesMinNew);

      await fileInput(page).setInputFiles(await photoFiles(1, 3));
      await hidden(page.getByText(MSG.imagesMinNew, { exact: true }));
      const photos = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
      expect(await photos.count()).toBe(4);

      // Upload: the photos go up, the property is submitted by itself, then the dashboard.
      const redirectDelay = await timeRedirectAfter(page, '/owner/submitProperty');
      await page.getByRole('button', { name: 'Upload 4 photos' }).click();
      await expectToast(page, MSG.imagesUploaded);
      await expectToast(page, MSG.propertySubmitted);
      await atPath(page, '/ownerDashboard');
      expect(await redirectDelay()).toBeGreaterThanOrEqual(
        TIMINGS.afterOwnerActionMs - TIMER_SLACK_MS,
      );
      const ownerCard = cardOf(page, title);
      await visible(ownerCard);
      await expect
        .poll(() => ownerCard.innerText(), SETTLED)
        .toContain('Campaign request: Submitted');
      await expect.poll(() => ownerCard.innerText(), SETTLED).toContain('4 photos');
      // Submitted: nothing left to submit.
      expect(await ownerCard.getByRole('button', { name: 'Submit Property' }).count()).toBe(0);

      // The server holds what the form said.
      const stored = await apiOk<Property>(
        stack,
        'GET',
        `/owner/getPropertyDetails?${new URLSearchParams({ userId: user.userId, propertyId })}`,
        { token: user.token },
      );
      expect(stored).toMatchObject({
        propertyTitle: title,
        propertyType: 'rent',
        campaignRequest: 'Submitted',
        desc: description,
        address,
        city: 'Raipur',
        mapLink,
        area: 1150,
        listedBy: 'Owner',
        bhk: '2 BHK',
        property: 'Apartment',
        propertyCondition: 'Semi-Furnished',
        rent: 14000,
        deposit: 28000,
      });
      expect(stored.amenities.toSorted()).toEqual(['Balcony', 'Lift']);
      expect(stored.propertyImg).toHaveLength(4);

      // Not public yet.
      const publicBefore = await apiCall(stack, 'GET', `/api/property/${propertyId}`);
      expect(publicBefore.status).toBe(404);

      // 1280 px: the admin approves it from Property → Edit.
      const admin = await openBrowser({ viewport: DESKTOP, adminToken: await adminToken(stack) });
      await admin.page.goto('/adminDashboard');
      await admin.page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Property', exact: true })
        .click();
      await visible(admin.page.getByRole('heading', { name: 'Property', level: 1 }));
      const row = admin.page.getByRole('row').filter({ hasText: title });
      await visible(row);
      await row.getByRole('button', { name: actionName('Edit', title) }).click();
      const edit = admin.page.getByRole('dialog', { name: 'Edit Property' });
      await visible(edit);
      const status = edit.getByLabel('Change Status');
      expect(await status.inputValue()).toBe('Submitted');
      expect(
        await status
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      ).toEqual(['Submitted', 'Approve', 'Reject']);
      await status.selectOption('Approve');
      await edit.getByRole('button', { name: 'Update' }).click();
      await expectToast(admin.page, MSG.campaignUpdated);
      await hidden(edit);
      await expect.poll(() => row.getByRole('cell').nth(2).innerText(), SETTLED).toBe('Approve');

      // 1280 px, signed out: the card is on the home page with rent and deposit.
      const visitor = await openBrowser({ viewport: DESKTOP });
      const home = visitor.page;
      await home.goto('/');
      const card = cardOf(home, title);
      await visible(card);
      expect(await card.locator('dt').allInnerTexts()).toEqual(['Rent', 'Deposit']);
      expect(await card.innerText()).toContain(formatRupees(14000));
      const details = card.getByRole('link', { name: actionName('View Details', title) });
      expect(await details.getAttribute('href')).toBe(`/propertyDetails/user/${propertyId}`);

      // The type chips: Rent keeps it, Sell does not.
      const chips = home.getByRole('group', { name: 'Property type' });
      const rentChip = chips.getByRole('button', { name: 'Rent', exact: true });
      await rentChip.click();
      await expect.poll(() => rentChip.getAttribute('aria-pressed')).toBe('true');
      await visible(card);
      await chips.getByRole('button', { name: 'Sell', exact: true }).click();
      await visible(home.getByRole('heading', { name: 'No Sell properties yet' }));
      await hidden(card);
      await rentChip.click();
      await visible(card);

      // Search tolerates a typo in a distinctive word of the title.
      const searchBox = home.getByRole('searchbox', {
        name: 'Search property, locality or landmark',
      });
      expect(await searchBox.getAttribute('placeholder')).toBe(
        'Search property, locality, landmark',
      );
      await searchBox.fill('Sunflowr');
      await searchBox.press('Enter');
      await atPath(home, '/search');
      const results = home.getByRole('list', { name: 'Search results' });
      await visible(cardOf(results, title));

      // Nonsense finds nothing.
      await searchBox.fill('qzxv wplmk');
      await home.getByRole('button', { name: 'Search', exact: true }).click();
      await visible(home.getByRole('heading', { name: 'Property Not Found' }));
      await hidden(cardOf(home, title));
    },
  );

  test('a signed-in user reads a listing: banner, facts, gallery, lister, share and map (390 px)', async ({
    stack,
    openBrowser,
  }) => {
    const owner = await createOwner(stack, {
      firstName: 'Kavya',
      lastName: 'Iyer',
      phone: '9812345670',
      whatsApp: '9898989898',
    });
    const title = 'Jasmine garden duplex';
    const property = await propertyViaApi(
      stack,
      owner,
      await adminToken(stack),
      listingOf('rent', { propertyTitle: title }),
    );
    const reader = await createSignedInUser(stack, { firstName: 'Rahul', lastName: 'Nair' });

    const { page, context } = await openBrowser({ viewport: MOBILE, userToken: reader.token });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.baseUrl,
    });
    await page.goto('/');
    await cardOf(page, title)
      .getByRole('link', { name: actionName('View Details', title) })
      .click();
    await atPath(page, `/propertyDetails/user/${property._id}`);
    await visible(page.getByRole('heading', { name: title, level: 1 }));
    await visible(page.getByText(PROPERTY_TYPE_BANNERS.rent, { exact: true }));

    // The info panel of a rent listing, then location, size and lister (docs/product.md §2).
    const overview = page.getByRole('region', { name: 'Overview' });
    expect(await factsIn(overview)).toEqual({
      'Bhk/Rk': '2 BHK',
      'Property Type': 'Apartment',
      Deposit: formatRupees(28000),
      Rent: formatRupees(14000),
      City: 'Bilaspur',
      Furnished: 'Semi-Furnished',
      Location: property.address,
      Size: '1,150 Sqft',
      'Listed By': 'Owner',
    });
    await visible(
      page.getByRole('region', { name: 'About Property' }).getByText(property.desc, {
        exact: true,
      }),
    );

    // The gallery wraps at both ends.
    expect(await galleryPosition(page, title)).toBe('Photo 1 / 4');
    const gallery = page.getByRole('region', { name: `Photos of ${title}` });
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect.poll(() => galleryPosition(page, title)).toBe('Photo 4 / 4');
    await visible(gallery.getByRole('group', { name: '4 of 4' }));
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => galleryPosition(page, title)).toBe('Photo 1 / 4');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => galleryPosition(page, title)).toBe('Photo 2 / 4');
    await visible(gallery.getByRole('group', { name: '2 of 4' }));

    // View Owner Details: the name, a Call link and a WhatsApp link with +91 and a message.
    await page.getByRole('button', { name: 'View Owner Details' }).click();
    const lister = page.getByRole('dialog', { name: 'Owner Details' });
    await visible(lister.getByText('Kavya Iyer', { exact: true }).first());
    await visible(lister.getByText('+91 98123 45670', { exact: true }));
    await visible(lister.getByText('+91 98989 89898', { exact: true }));
    const call = lister.getByRole('link', { name: 'Call Kavya Iyer' });
    expect(await call.getAttribute('href')).toBe('tel:+919812345670');
    const whatsApp = lister.getByRole('link', { name: /^WhatsApp Kavya Iyer/ });
    const waLink = new URL((await whatsApp.getAttribute('href')) ?? '');
    expect(`${waLink.origin}${waLink.pathname}`).toBe('https://wa.me/919898989898');
    expect(waLink.searchParams.get('text')).toContain(title);
    expect(waLink.searchParams.get('text')).toMatch(/^Hello Kavya/);
    expect(await whatsApp.getAttribute('target')).toBe('_blank');
    await lister.getByRole('button', { name: 'Close' }).click();
    await hidden(lister);

    // Share: six channels, e-mail among them, and the link to copy.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share this property' });
    const channels = share.getByRole('list', { name: 'Share on' }).getByRole('link');
    expect(await channels.count()).toBe(6);
    const shareUrl = `${stack.baseUrl}/propertyDetails/user/${property._id}`;
    const mail = share.getByRole('link', { name: 'E-mail', exact: true });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:/);
    expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(shareUrl);
    for (const name of ['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'Telegram']) {
      const link = share.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain(shareUrl);
    }
    expect(await share.getByLabel('Or copy the link').inputValue()).toBe(shareUrl);
    await share.getByRole('button', { name: 'Copy', exact: true }).click();
    await visible(share.getByRole('button', { name: 'Copied!', exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await page.keyboard.press('Escape');
    await hidden(share);

    // View On Maps opens the map link in a new tab.
    const maps = page.getByRole('link', { name: /^View On Maps/ });
    expect(await maps.getAttribute('href')).toBe(property.mapLink);
    expect(await maps.getAttribute('target')).toBe('_blank');
    expect(await maps.getAttribute('rel')).toContain('noopener');
  });

  test('an owner edits the rent, manages photos within 4 to 8, previews, submits and deletes the listing (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const owner = await createOwner(stack, { firstName: 'Arjun', lastName: 'Rao' });
    const title = 'Lotus court corner flat';
    // Pending with 4 photos: one can go only once a 5th is uploaded (any status).
    const property = await propertyViaApi(
      stack,
      owner,
      await adminToken(stack),
      listingOf('rent', { propertyTitle: title }),
      { status: 'Pending' },
    );

    const { page } = await openBrowser({ viewport: DESKTOP, userToken: owner.token });
    await page.goto('/ownerDashboard');
    const card = cardOf(page, title);
    await visible(card);
    expect(await card.innerText()).toContain('Campaign request: Pending');
    await visible(card.getByRole('button', { name: 'Submit Property' }));

    // Edit: change the rent; a toast, then the dashboard about 2 s later.
    await card.getByRole('link', { name: 'Edit', exact: true }).click();
    await atPath(page, '/editProperty');
    await visible(page.getByRole('heading', { name: 'Edit Property', level: 1 }));
    const rent = page.getByLabel('Rent', { exact: true });
    expect(await rent.inputValue()).toBe('14000');
    expect(await page.getByLabel('Property Title', { exact: true }).inputValue()).toBe(title);
    await rent.fill('');
    await expectFieldError(rent, MSG.rentRequired);
    // The form holds the contract's bounds: a rent of ₹0 is a typo, not a listing.
    await rent.fill('0');
    await expectFieldError(rent, MSG.rentMin);
    await rent.fill('16500');
    await expectNoFieldError(rent, MSG.rentRequired);
    await expectNoFieldError(rent, MSG.rentMin);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/owner/updateProperty',
    );
    const redirectDelay = await timeRedirectAfter(page, '/owner/updateProperty');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const { msg } = (await answer.json()) as { msg: string };
    expect(msg).toBeTruthy();
    await expectToast(page, msg);
    await atPath(page, '/ownerDashboard');
    expect(await redirectDelay()).toBeGreaterThanOrEqual(
      TIMINGS.afterOwnerActionMs - TIMER_SLACK_MS,
    );
    await visible(card);
    await expect.poll(() => card.innerText(), SETTLED).toContain(formatRupees(16500));

    // Photos: none of the 4 current ones can be removed; a listing never has fewer than 4.
    await card.getByRole('link', { name: 'Add or Edit Images' }).click();
    await atPath(page, '/editPropertyImgForm');
    await visible(page.getByRole('heading', { name: 'Edit Property Photos', level: 1 }));
    const current = page.getByRole('region', { name: /^Current photos/ });
    await visible(current.getByRole('heading', { name: 'Current photos (4)' }));
    for (let index = 1; index <= 4; index += 1) {
      await visible(current.getByRole('img', { name: `Photo ${index} of ${title}` }));
    }
    const removeButtons = current.getByRole('button', { name: 'Remove' });
    expect(await removeButtons.count()).toBe(4);
    for (const button of await removeButtons.all()) {
      expect(await button.isDisabled()).toBe(true);
      expect(await descriptionOf(button)).toContain(MSG.imageRemovalBlocked);
    }

    // A text file named .jpg is read before it is ever sent: the browser cannot decode it.
    await fileInput(page).setInputFiles([textRenamedJpg()]);
    const turnedAway = page.getByRole('alert').filter({ hasText: 'house-plan.jpg' });
    await visible(turnedAway);
    expect(await turnedAway.innerText()).toContain(`house-plan.jpg: ${MSG.imageFormat}`);
    expect(
      await page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem').count(),
    ).toBe(0);

    // A 5th photo chosen is not enough: it must be uploaded before one of the 4 can go.
    await fileInput(page).setInputFiles(await photoFiles(1, 4));
    await visible(page.getByText('4 current + 1 new = 5', { exact: true }));
    expect(await removeButtons.first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Upload 1 photo', exact: true }).click();
    await expectToast(page, MSG.imagesUpdated);
    await atPath(page, '/ownerDashboard');
    await visible(card);
    await expect.poll(() => card.innerText(), SETTLED).toContain('5 photos');

    // With 5 photos one may go; back at 4, none.
    await card.getByRole('link', { name: 'Add or Edit Images' }).click();
    await atPath(page, '/editPropertyImgForm');
    await visible(current.getByRole('heading', { name: 'Current photos (5)' }));
    await expect.poll(() => removeButtons.first().isDisabled()).toBe(false);
    await removeButtons.first().click();
    const remove = page.getByRole('dialog', { name: 'Remove photo' });
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, MSG.imageDeleted);
    await hidden(remove);
    await visible(current.getByRole('heading', { name: 'Current photos (4)' }));
    await expect.poll(() => removeButtons.first().isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await atPath(page, '/ownerDashboard');
    await visible(card);
    await expect.poll(() => card.innerText(), SETTLED).toContain('4 photos');

    // Preview: the owner's view of the details, under the owner header, before it is public.
    await card.getByRole('link', { name: 'Preview' }).click();
    await atPath(page, `/propertyDetails/owner/${property._id}`);
    await visible(page.getByRole('heading', { name: title, level: 1 }));
    await visible(page.getByText('Not public yet: Pending', { exact: true }));
    const ownerNav = page.getByRole('banner').getByRole('navigation', { name: 'Owner' });
    await visible(ownerNav.getByRole('link', { name: 'Add Property' }));
    await ownerNav.getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/ownerDashboard');

    // Submit Property sends it for review; the button goes.
    await card.getByRole('button', { name: 'Submit Property' }).click();
    await expectToast(page, MSG.propertySubmitted);
    await expect.poll(() => card.innerText(), SETTLED).toContain('Campaign request: Submitted');
    expect(await card.getByRole('button', { name: 'Submit Property' }).count()).toBe(0);

    // Delete, after the confirmation.
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Property' });
    await visible(
      confirm.getByText('Are you sure you want to delete this property', { exact: true }),
    );
    await visible(confirm.getByRole('button', { name: 'Cancel' }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MSG.propertyDeleted);
    await hidden(card);
    await visible(page.getByText('Post your first property', { exact: true }));
    const gone = await apiCall(
      stack,
      'GET',
      `/owner/getPropertyDetails?${new URLSearchParams({ userId: owner.userId, propertyId: property._id })}`,
      { token: owner.token },
    );
    expect(gone.status).toBe(404);
  });
});

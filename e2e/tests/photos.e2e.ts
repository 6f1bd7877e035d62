import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { IMAGE_LIMITS, MSG, type PropertyImage, type UploadImagesResponse } from '@basera/contract';
import { DESKTOP, MOBILE } from '../support/browser';
import { addPropertyViaApi, createOwner, listingOf, propertyViaApi } from '../support/data';
import { adminToken } from '../support/api';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { photoFiles, type PickedFile } from '../support/photos';
import { expectNoSidewaysScroll } from '../support/search';
import { atPath, expectAccessible, expectToast, visible } from '../support/ui';

/*
 * Phone photos just work (docs/decisions/0014): the photo step shrinks a photo the browser can
 * decode to a JPEG of at most 1 MB and 2048 px before it uploads it; only a file the browser
 * cannot decode is 'Unsupported Format'.
 */

const MB = 1024 * 1024;
const MAX_SIDE = 2048;

/** A small fast generator, so the same seed makes the same photo on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREET = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
  <rect width="1200" height="600" fill="#7ec8f0"/><circle cx="980" cy="140" r="70" fill="#ffe27a"/>
  <rect y="600" width="1200" height="300" fill="#6d9a3a"/>
  <rect x="300" y="320" width="500" height="300" fill="#e8d8b0"/>
  <polygon points="260,330 550,170 840,330" fill="#8c3b2b"/>
  <rect x="360" y="400" width="90" height="90" fill="#fdf6d8" stroke="#5a4636" stroke-width="8"/>
  <rect x="650" y="400" width="90" height="90" fill="#fdf6d8" stroke="#5a4636" stroke-width="8"/>
  <rect x="510" y="470" width="80" height="150" fill="#6b3f24"/>
</svg>`;

/**
 * What a 12-megapixel phone camera writes: 4000 × 3000, with sensor grain all over (which is
 * what makes such photos 5 to 8 MB), JPEG at quality 92. Made once for the file's tests.
 */
let phonePhotoMade: Promise<PickedFile> | undefined;
function phonePhoto(): Promise<PickedFile> {
  phonePhotoMade ??= makePhonePhoto();
  return phonePhotoMade;
}

async function makePhonePhoto(): Promise<PickedFile> {
  const { data, info } = await sharp(Buffer.from(STREET))
    .resize(4000, 3000)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seeded(14);
  for (let index = 0; index < data.length; index += 1) {
    data[index] = Math.min(255, Math.max(0, data[index]! + (random() - 0.5) * 70));
  }
  const buffer = await sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer();
  return { name: 'IMG_20250114_101512.jpg', mimeType: 'image/jpeg', buffer };
}

/** A WebP from an Android phone's share sheet, larger than 2048 px. */
async function webpPhoto(): Promise<PickedFile> {
  const buffer = await sharp(Buffer.from(STREET))
    .resize(2400, 1800)
    .webp({ quality: 80 })
    .toBuffer();
  return { name: 'balcony-view.webp', mimeType: 'image/webp', buffer };
}

/** Starts like a JPEG, then nothing a decoder can read: a photo cut off while copying. */
function corruptJpeg(): PickedFile {
  const random = seeded(3);
  const rest = Buffer.from(Array.from({ length: 40_000 }, () => Math.floor(random() * 256)));
  return {
    name: 'kitchen.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), rest]),
  };
}

function fileInput(page: Page) {
  return page.locator('input[type="file"]');
}

/**
 * Holds the shrinking worker's script until `release()`: the photos wait in 'Preparing', so the
 * test sees that state for sure rather than racing a fast machine.
 */
async function holdShrinkingWorker(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shrink-photo\.worker-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

type SentPhoto = { name: string; type: string; bytes: Buffer };

const isUpload = (url: URL) => url.pathname === '/owner/uploadPropertyImg';

/** The files of a multipart upload, read back from what the page sent. */
async function filesOf(request: Request): Promise<SentPhoto[]> {
  const body = request.postDataBuffer();
  if (!body) throw new Error('The upload had no body');
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
  }).formData();
  return Promise.all(
    form.getAll('file').map(async (part) => {
      if (typeof part === 'string') throw new Error('A file part without a file');
      return { name: part.name, type: part.type, bytes: Buffer.from(await part.arrayBuffer()) };
    }),
  );
}

/**
 * The files of the page's next photo upload, as it sends them. Through a route: Chromium gives
 * the body of a request made of blobs only to a request it holds for interception.
 */
async function nextUpload(page: Page): Promise<{ files: Promise<SentPhoto[]> }> {
  let sent!: (request: Request) => void;
  const request = new Promise<Request>((resolve) => (sent = resolve));
  await page.route(
    isUpload,
    async (route) => {
      sent(route.request());
      await route.continue();
    },
    { times: 1 },
  );
  return { files: request.then(filesOf) };
}

/** A JPEG of at most 1 MB and 2048 px on its long side, by its bytes; answers its size. */
async function expectSmallJpeg(bytes: Buffer, what: string) {
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(format, `${what} is a JPEG`).toBe('jpeg');
  expect(bytes.length, `${what} is at most 1 MB`).toBeLessThanOrEqual(IMAGE_LIMITS.maxBytes);
  expect(Math.max(width, height), `${what} is at most 2048 px`).toBeLessThanOrEqual(MAX_SIDE);
  return { width, height };
}

/** The stored photo as the server serves it to visitors. */
async function servedPhoto(baseUrl: string, image: PropertyImage): Promise<Buffer> {
  const response = await fetch(`${baseUrl}/${image.img}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('photos from a phone', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(
      `a 12-megapixel 6 MB photo goes up with three others without a word (${viewport.width} px)`,
      // Decoding and encoding a 12-megapixel photo, twice over (browser, server), on two cores.
      { timeout: 180_000 },
      async ({ stack, openBrowser }) => {
        const phone = await phonePhoto();
        // The photo is what the issue is about: a real phone photo's size, not a token one.
        expect(phone.buffer.length).toBeGreaterThan(5 * MB);
        expect(phone.buffer.length).toBeLessThan(8 * MB);
        expect(await sharp(phone.buffer).metadata()).toMatchObject({ width: 4000, height: 3000 });

        const owner = await createOwner(stack, { firstName: 'Kavya', lastName: 'Sahu' });
        const property = await addPropertyViaApi(
          stack,
          owner,
          listingOf('rent', { propertyTitle: `Gulmohar flat ${viewport.width}` }),
        );
        const { page } = await openBrowser({ viewport, userToken: owner.token });
        const worker = await holdShrinkingWorker(page);
        await page.goto(`/propertyImgForm?propertyId=${property._id}`);
        await visible(page.getByRole('heading', { name: 'Add Property Photos', level: 1 }));
        await visible(page.getByText('photos from your phone are made smaller automatically'));
        expect(await fileInput(page).getAttribute('accept')).toContain('image/*');

        await fileInput(page).setInputFiles([phone, ...(await photoFiles(3))]);

        // Preparing: each photo is in the list at once, the step says how far it is, and Upload
        // waits.
        const preparing = page.getByRole('progressbar', { name: 'Preparing photos' });
        await visible(preparing);
        expect(await preparing.getAttribute('aria-valuetext')).toBe('0 of 4');
        await visible(page.getByText('Preparing photos… 0 of 4'));
        const photos = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
        expect(await photos.count()).toBe(4);
        const waiting = page.getByRole('button', { name: 'Preparing photos…' });
        expect(await waiting.isDisabled()).toBe(true);
        await expectNoSidewaysScroll(page, `the photo step while preparing (${viewport.width} px)`);
        await expectAccessible(page, `the photo step while preparing (${viewport.width} px)`);

        worker.release();
        // A few seconds on a busy two-core machine; a phone takes about one.
        await preparing.waitFor({ state: 'hidden', timeout: 45_000 });
        const uploadFour = page.getByRole('button', { name: 'Upload 4 photos' });
        await visible(uploadFour);
        // Not a word: no file turned away, no size message.
        expect(await page.getByRole('alert').count()).toBe(0);
        expect(await page.getByText(MSG.imageSize).count()).toBe(0);
        // The preview is the shrunk photo, and its size line says what goes up.
        const preview = page.getByRole('img', { name: `New photo 1: ${phone.name}` });
        await expect
          .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), {
            timeout: 10_000,
          })
          .toBe(MAX_SIDE);
        expect(await photos.first().innerText()).toMatch(/\d+ KB|1\.0 MB/);
        await expectNoSidewaysScroll(page, `the photo step, photos ready (${viewport.width} px)`);

        const upload = await nextUpload(page);
        const answered = page.waitForResponse((response) => isUpload(new URL(response.url())));
        await uploadFour.click();

        // What the browser sent: the phone photo as a 2048 × 1536 JPEG within 1 MB.
        const files = await upload.files;
        expect(files.map((file) => file.name)).toEqual([
          phone.name,
          ...(await photoFiles(3)).map((file) => file.name),
        ]);
        expect(await expectSmallJpeg(files[0]!.bytes, 'the phone photo as sent')).toEqual({
          width: 2048,
          height: 1536,
        });
        expect(files[0]!.type).toBe('image/jpeg');
        // The others were already small JPEGs and went as they were.
        const small = await photoFiles(3);
        files.slice(1).forEach((file, index) => {
          expect(file.bytes.equals(small[index]!.buffer)).toBe(true);
        });

        const answer = await answered;
        expect(answer.status()).toBe(200);
        const { propertyImg } = (await answer.json()) as UploadImagesResponse;
        expect(propertyImg).toHaveLength(4);
        await expectToast(page, MSG.imagesUploaded);
        await expectToast(page, MSG.propertySubmitted);
        await atPath(page, '/ownerDashboard');

        // Stored: the listing's cover is the phone photo, a JPEG within 1 MB and 2048 px.
        const stored = await apiOk<PropertyImage[]>(
          stack,
          'GET',
          `/owner/getExistingPropertyImages?${new URLSearchParams({ userId: owner.userId, propertyId: property._id })}`,
          { token: owner.token },
        );
        expect(stored.map((image) => image.img)).toEqual(propertyImg.map((image) => image.img));
        expect(stored[0]!.img).toMatch(/\.jpg$/);
        const cover = await expectSmallJpeg(
          await servedPhoto(stack.baseUrl, stored[0]!),
          'the stored phone photo',
        );
        expect(cover.width / cover.height).toBeCloseTo(4 / 3, 2);
      },
    );
  }

  test('a WebP is sent as a JPEG; a corrupt .jpg is the only file turned away (390 px)', async ({
    stack,
    openBrowser,
  }) => {
    const owner = await createOwner(stack, { firstName: 'Rohan', lastName: 'Verma' });
    const property = await propertyViaApi(
      stack,
      owner,
      await adminToken(stack),
      listingOf('rent', { propertyTitle: 'Neem tree house' }),
      { status: 'Pending' },
    );
    const webp = await webpPhoto();
    const corrupt = corruptJpeg();

    const { page } = await openBrowser({ viewport: MOBILE, userToken: owner.token });
    await page.goto(`/editPropertyImgForm?propertyId=${property._id}`);
    await visible(page.getByRole('heading', { name: 'Current photos (4)' }));
    await fileInput(page).setInputFiles([webp, corrupt]);

    const rejected = page.getByRole('alert').filter({ hasText: corrupt.name });
    await visible(rejected);
    expect(await rejected.innerText()).toContain(`${corrupt.name}: ${MSG.imageFormat}`);
    expect(await rejected.innerText()).not.toContain(webp.name);
    const photos = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
    await expect.poll(() => photos.count()).toBe(1);
    expect(await photos.first().innerText()).toContain(webp.name);
    await visible(page.getByText('4 current + 1 new = 5', { exact: true }));

    const upload = await nextUpload(page);
    await page.getByRole('button', { name: 'Upload 1 photo', exact: true }).click();
    const [file] = await upload.files;
    expect(file).toMatchObject({ name: 'balcony-view.jpg', type: 'image/jpeg' });
    expect(await expectSmallJpeg(file!.bytes, 'the WebP as sent')).toEqual({
      width: 2048,
      height: 1536,
    });
    await expectToast(page, MSG.imagesUpdated);
    await atPath(page, '/ownerDashboard');

    const stored = await apiOk<PropertyImage[]>(
      stack,
      'GET',
      `/owner/getExistingPropertyImages?${new URLSearchParams({ userId: owner.userId, propertyId: property._id })}`,
      { token: owner.token },
    );
    expect(stored).toHaveLength(5);
    expect(stored[4]!.img).toMatch(/\.jpg$/);
    await expectSmallJpeg(await servedPhoto(stack.baseUrl, stored[4]!), 'the stored WebP photo');
  });
});

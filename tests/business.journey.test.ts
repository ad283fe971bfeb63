import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { unique, useBrowser } from './support/browser.js';

const artefacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data/artefacts');

async function screenshot(page: Page, name: string) {
  await mkdir(artefacts, { recursive: true });
  // From the top, so the sticky header is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(artefacts, `${name}.png`), fullPage: true });
}

async function registerListing(page: Page, name: string, email: string) {
  await page.goto('/business');
  await page.getByLabel(/^Business Name/).fill(name);
  await page.getByLabel(/^Address/).fill('Passara Road, Ella');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Telephone/).fill('057 222 8888');
  await page.getByLabel(/^Category/).selectOption({ label: 'Guesthouse' });
  await page.getByRole('button', { name: 'Register Business' }).click();
  // The owner lands on the new listing, which says so; the journeys go on from the directory.
  await expect.poll(() => page.getByText('Business registered!').isVisible()).toBe(true);
  await page.goto('/business');
}

const browser = useBrowser();

describe('business directory journey', () => {
  it('registers a business, lists it, and still lists it after a reload', async () => {
    const { page } = browser();
    const tag = unique('journey');
    const name = `Ella <b>Spice</b> Kitchen ${tag}`;
    await page.goto('/business');
    await page.getByLabel(/^Business Name/).fill(name);
    await page.getByLabel(/^Address/).fill('Main Street, Ella');
    await page.getByLabel(/^Email/).fill(`${tag}@spicekitchen.lk`);
    await page.getByLabel(/^Telephone/).fill('057 222 8888');
    await page.getByLabel(/^Category/).selectOption({ label: 'Restaurant' });
    await page.getByLabel(/^Description/).fill('Rice and curry with a view of Ella Rock.');
    await page.getByRole('button', { name: 'Register Business' }).click();

    // The owner lands on the new listing's page.
    await expect.poll(() => page.getByText('Business registered!').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/business\/[^/]+$/);
    // The markup in the name is shown as text, never as HTML.
    const card = page.getByRole('article').filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    expect(await page.locator('b', { hasText: 'Spice' }).count()).toBe(0);

    await page.goto('/business');
    await page.getByLabel('Search businesses').fill(tag);
    await expect.poll(() => page.getByRole('article').filter({ hasText: name }).count()).toBe(1);
  });

  it('shows the server’s message under the email field for an email it rejects, and keeps what was typed', async () => {
    const { page } = browser();
    const tag = unique('bad');
    await page.goto('/business');
    await page.getByLabel(/^Business Name/).fill(`Tuk Tours ${tag}`);
    await page.getByLabel(/^Address/).fill('Kandy');
    await page.getByLabel(/^Email/).fill('owner@localhost');
    await page.getByLabel(/^Telephone/).fill('081 222 3333');
    await page.getByLabel(/^Category/).selectOption({ label: 'Tour Guide' });
    await page.getByRole('button', { name: 'Register Business' }).click();

    await expect
      .poll(() => page.getByText('Failed to register. Email must be a valid email address.').isVisible())
      .toBe(true);
    const email = page.getByLabel(/^Email/);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const described = await Promise.all(
      describedBy
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(described.join(' ')).toContain('Email must be a valid email address.');
    expect(await page.getByLabel(/^Business Name/).inputValue()).toBe(`Tuk Tours ${tag}`);
  });

  it('lets the owner edit a listing with a bare-domain website and its details, and no one else', async () => {
    const { page } = browser();
    const tag = unique('edit');
    const name = `Ella View ${tag}`;
    await signUpAndSignIn(page);
    await registerListing(page, name, `${tag}@ella-view.lk`);

    await page.getByLabel('Search businesses').fill(tag);
    const card = page.getByRole('article', { name });
    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Your Business' }).isVisible()).toBe(true);
    expect(await page.getByLabel(/^Business Name/).inputValue()).toBe(name);

    await page.getByLabel(/^Website/).fill('www.ella-view.lk/rooms');
    await page.getByLabel(/^Category/).selectOption({ label: 'Homestay' });
    await page.getByLabel(/^Price Range/).selectOption({ label: '$$ · Moderate' });
    await page.getByRole('checkbox', { name: 'Sinhala' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'English' }).check({ force: true });
    await page.getByRole('radio', { name: 'Different by day' }).check({ force: true });
    for (const day of ['Monday', 'Saturday']) await page.getByRole('checkbox', { name: day }).check({ force: true });
    await page.getByLabel('Monday opens').fill('07:00');
    await page.getByLabel('Monday closes').fill('21:30');
    await page.getByLabel('Saturday opens').fill('18:00');
    await page.getByLabel('Saturday closes').fill('01:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Business updated!').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Website/).inputValue()).toBe('www.ella-view.lk/rooms');

    await screenshot(page, 'business-edit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'business-edit-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The directory shows the change, the website stored with https://.
    await page.getByRole('link', { name: '← Business Directory' }).click();
    await page.getByLabel('Search businesses').fill(tag);
    const edited = page.getByRole('article', { name });
    await expect.poll(() => edited.getByText('Homestay').isVisible()).toBe(true);
    expect(await edited.getByRole('link', { name: /ella-view\.lk\/rooms/ }).getAttribute('href')).toBe(
      'https://www.ella-view.lk/rooms',
    );
    expect(await edited.getByText('Speaks Sinhala, English').isVisible()).toBe(true);
    await edited.getByRole('button', { name: 'Opening hours (open 2 days a week)' }).click();
    expect(await edited.getByText('07:00–21:30').isVisible()).toBe(true);
    await screenshot(page, 'business-directory-card-1280');

    // The owner's dashboard lists it, with the same way in.
    await page.goto('/dashboard');
    const mine = page.getByRole('region', { name: 'My Businesses' });
    await expect.poll(() => mine.getByRole('link', { name: `Edit ${name}` }).isVisible()).toBe(true);
    const editUrl =
      new URL(page.url()).origin +
      ((await mine.getByRole('link', { name: `Edit ${name}` }).getAttribute('href')) ?? '');

    // Someone else sees no Edit link, and the edit page refuses them.
    await signUpAndSignIn(page);
    await page.goto('/business');
    await page.getByLabel('Search businesses').fill(tag);
    await expect.poll(() => page.getByRole('article', { name }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('article', { name })
        .getByRole('link', { name: `Edit ${name}` })
        .count(),
    ).toBe(0);
    await page.goto(editUrl);
    await expect
      .poll(() => page.getByText('Only the account that registered this business can edit it.').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
  });

  it('lets the owner add photos on the edit page (a large one made at most 2400 px before it goes), refuses a non-image with the server’s words, and shows the cover on the card', async () => {
    const { page } = browser();
    const tag = unique('photos');
    const name = `Ella Photos ${tag}`;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signUpAndSignIn(page);
    await registerListing(page, name, `${tag}@ella-view.lk`);
    await page.getByLabel('Search businesses').fill(tag);
    await page
      .getByRole('article', { name })
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect.poll(() => photos.getByText('0 of 6').isVisible()).toBe(true);

    // A phone's photo, as the owner would pick it: a JPEG with GPS in its EXIF.
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f8f5b' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 52/1 0/1' } })
      .toBuffer();
    // What each upload carried to the server, as Chromium sent it.
    const sent: Buffer[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/business\/[^/]+\/photos$/.test(request.url()))
        sent.push(request.postDataBuffer() ?? Buffer.alloc(0));
    });
    await page
      .getByLabel('Choose photos to add')
      .setInputFiles({ name: 'ella.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect.poll(() => photos.getByText('1 of 6').isVisible()).toBe(true);
    const thumbnail = photos.getByRole('img', { name: `${name}, photo 1` });
    // Loaded lazily, when it comes near the view (the Photos are in the form now, above Save Changes).
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(400);
    // Not over 2400 px: sent as it was picked (the server takes its EXIF off).
    expect(sent).toHaveLength(1);
    expect(sent[0]!.equals(jpeg)).toBe(true);

    // A phone camera's 4000 × 3000 photo is redrawn in the browser before it goes: at most 2400 px, as WebP.
    const large = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .resize(4000, 3000)
      .jpeg({ quality: 92 })
      .toBuffer();
    await page
      .getByLabel('Choose photos to add')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: large });
    await expect.poll(() => photos.getByText('2 of 6').isVisible()).toBe(true);
    expect(sent).toHaveLength(2);
    const arrived = await sharp(sent[1]!).metadata();
    expect({ format: arrived.format, width: arrived.width, height: arrived.height }).toEqual({
      format: 'webp',
      width: 2400,
      height: 1800,
    });
    expect(sent[1]!.length).toBeLessThan(large.length);

    await page
      .getByLabel('Choose photos to add')
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('notes, not a photo') });
    await expect
      .poll(() =>
        photos
          .getByText('This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.')
          .isVisible(),
      )
      .toBe(true);
    expect(await photos.getByText('2 of 6').isVisible()).toBe(true);

    await page.getByRole('link', { name: '← Business Directory' }).click();
    await page.getByLabel('Search businesses').fill(tag);
    const cover = page.getByRole('article', { name }).getByRole('img', { name: `Photo of ${name}` });
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(400);
    expect(violations).toEqual([]);
  });
});

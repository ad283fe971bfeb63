import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { unique, useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('a listing’s map pin, seen by travellers', () => {
  it('is placed from the address, moved by keys, saved with its district, and listed on the guide near it', async () => {
    const { page } = browser();
    const { token } = await signUpAndSignIn(page);
    const tag = unique('pin');
    const name = `Kirinda Beach Guesthouse ${tag}`;
    let id: string | null = null;
    try {
      await page.goto('/business');
      await page.getByLabel(/^Business Name/).fill(name);
      await page.getByLabel(/^Address/).fill('Beach Road, Kirinda');
      await page.getByLabel(/^Email/).fill(`${tag}@kirinda.lk`);
      await page.getByLabel(/^Telephone/).fill('047 222 8888');
      await page.getByLabel(/^Category/).selectOption({ label: 'Guesthouse' });

      // The offline map draws the pin where the address is, and names its district.
      const field = page.getByRole('group', { name: 'Location on the Map' });
      await expect.poll(() => field.locator('.tm-pin').count()).toBe(1);
      await expect.poll(() => field.getByText('District:').locator('..').textContent()).toBe('District: Hambantota');
      const before = Number(await field.getByLabel('Latitude').inputValue());

      // A keyboard user moves it north.
      await field.getByRole('button', { name: 'Move the pin north' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => field.getByText('You placed the pin. It is saved with the listing.').isVisible())
        .toBe(true);
      const after = Number(await field.getByLabel('Latitude').inputValue());
      expect(after).toBeCloseTo(before + 0.0005, 6);

      await page.getByRole('button', { name: 'Register Business' }).click();
      // On the new listing's page, where the owner lands.
      await expect.poll(() => page.getByText('Business registered!').isVisible()).toBe(true);
      const card = page.getByRole('article').filter({ hasText: name });
      await expect.poll(() => card.getByText('Hambantota District').count()).toBe(1);

      // Yala's guide lists it among the places to stay near the park, linking to its page and its pin.
      await page.goto('/destinations/yala');
      const nearby = page.getByRole('region', { name: 'Where to stay and eat near Yala' });
      const link = nearby.getByRole('link', { name });
      await expect.poll(() => link.count()).toBe(1);
      id = (await link.getAttribute('href'))!.split('/').at(-1)!;
      await link.click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('.tm-pin').count()).toBe(1);
    } finally {
      // Later runs' guides should not find this run's listing nearest.
      id ??= await findId(name);
      if (id)
        await fetch(`${inject('baseUrl')}/api/business/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
    }
  });
});

async function findId(name: string): Promise<string | null> {
  const response = await fetch(`${inject('baseUrl')}/api/business/all?search=${encodeURIComponent(name)}`);
  const listed = (await response.json()) as { id: string; name: string }[];
  return listed.find((listing) => listing.name === name)?.id ?? null;
}

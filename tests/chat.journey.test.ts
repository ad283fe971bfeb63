import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('chat journey', () => {
  it('asks the built-in assistant, shows Typing..., answers, and keeps the conversation across close, reopen and reload', async () => {
    const { page } = browser();
    // Hold the reply back a moment so "Typing..." can be seen; the answer itself comes from the real server.
    await page.route('**/api/chat/stream', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the Sri Lanka Travel Bot' }).click();
    const panel = page.getByRole('dialog', { name: 'Sri Lanka Travel Bot' });
    const box = await panel.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([340, 410]);

    await panel.getByLabel('Your message').fill('What should I wear to a temple?');
    await panel.getByLabel('Your message').press('Enter');
    await expect.poll(() => panel.getByText('Typing...').isVisible()).toBe(true);
    expect(await panel.getByLabel('Your message').isDisabled()).toBe(true);
    await expect.poll(() => panel.getByText(/cover your shoulders and knees/i).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Close the Sri Lanka Travel Bot' }).click();
    await page.goto('/business');
    await page.reload();
    await page.getByRole('button', { name: 'Open the Sri Lanka Travel Bot' }).click();
    await expect.poll(() => panel.getByText('What should I wear to a temple?').isVisible()).toBe(true);
    expect(await panel.getByText(/cover your shoulders and knees/i).isVisible()).toBe(true);
  });
});

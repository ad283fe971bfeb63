import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/account.js';
import { useBrowser } from './support/browser.js';

const browser = useBrowser();

describe('trips journey', () => {
  it('creates a trip with two stops, finds it on the dashboard, opens it in the planner and deletes it', async () => {
    const { page } = browser();
    await signUpAndSignIn(page);
    await page.goto('/create-trip');
    await page.getByLabel(/^Starting Location/).fill('Colombo');
    await page.getByLabel('Stop 1', { exact: true }).fill('Kandy');
    await page.getByRole('button', { name: 'Add Stop' }).click();
    await page.getByLabel('Stop 2', { exact: true }).fill('Nuwara Eliya');
    await page.getByLabel(/^Final Destination/).fill('Ella');
    await page.getByLabel('Travelers').fill('2');
    await page.getByLabel('Start Date').fill('2027-01-10');
    await page.getByLabel('End Date').fill('2027-01-08');
    await expect.poll(() => page.getByText('End date must be after start date').isVisible()).toBe(true);
    await page.getByLabel('End Date').fill('2027-01-16');
    await page.getByRole('button', { name: 'Save Trip' }).click();

    await page.waitForURL('**/dashboard');
    const card = page.getByRole('article').filter({ hasText: 'Colombo → Kandy → Nuwara Eliya → Ella' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('10 Jan 2027 – 16 Jan 2027 · 7 days');
    expect(await card.textContent()).toContain('2 travelers');

    await page.reload();
    await card.getByRole('button', { name: 'Plan this trip' }).click();
    await page.waitForURL('**/planner');
    // The planner opens with the trip: From, To, its stops in order, the dates as days, the travelers.
    await expect.poll(() => page.getByLabel(/^From/).inputValue(), { timeout: 15_000 }).toBe('Colombo');
    expect(await page.getByLabel(/^To/).inputValue()).toBe('Ella');
    expect(
      await page
        .getByTestId('stops')
        .getByRole('combobox')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['Kandy', 'Nuwara Eliya']);
    expect(await page.getByLabel('Start date (optional)').inputValue()).toBe('2027-01-10');
    expect(await page.getByLabel(/^Days/).inputValue()).toBe('7');
    expect(await page.getByLabel(/^Travelers/).inputValue()).toBe('2');

    await page.goto('/dashboard');
    await card.getByRole('button', { name: /Delete the trip/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No trips yet.').isVisible()).toBe(true);
  });

  it('sends feedback and thanks the sender', async () => {
    const { page } = browser();
    await page.goto('/feedback');
    await page.getByText('5 stars').click();
    await page.getByLabel('Category').selectOption({ label: 'Trip planner' });
    await page.getByLabel(/^Message/).fill('The route times matched what our driver said.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect
      .poll(() => page.getByText('Thank you! Your feedback helps us make TripMate better.').isVisible())
      .toBe(true);
  });
});

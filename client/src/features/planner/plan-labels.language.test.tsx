import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_LOCALE_KEY } from '../../app/locale';
import { savedPlanRoute, tripPlanResult } from '../../test/fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { pageLoad, signedIn } from './planner-test-support';

vi.mock('./map/JourneyMap', () => import('./planner-test-support').then((m) => ({ default: m.FakeMap })));

/**
 * A saved plan read in Sinhala and in Tamil (issue 28 item 8): its start date, its interest tags and its places'
 * categories are in the reader's script, not English ("from 20 Dec 2026", "trains", "Tea estate") nor Intl's
 * traditional Sinhala month (උඳුවප්).
 */
async function openPlanIn(locale: 'si' | 'ta') {
  window.localStorage.setItem(DEVICE_LOCALE_KEY, locale);
  server.use(
    api.query('SavedPlanRouteQuery', () =>
      HttpResponse.json(
        savedPlanRoute(
          tripPlanResult({ id: 'plan-7', title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z', version: 1 }),
        ),
      ),
    ),
  );
  renderApp('/plans/plan-7', signedIn);
  return screen.findByTestId('plan-result', {}, pageLoad);
}

const CASES = [
  {
    locale: 'si',
    fromDate: '2026 දෙසැම්බර් 20',
    savedOn: '2026 නොවැම්බර් 21',
    interests: ['දුම්රිය', 'තේ'],
    places: 'ස්ථාන',
    categories: ['දසුන් ස්ථානය', 'තේ වත්ත'],
  },
  {
    locale: 'ta',
    fromDate: '20 டிச., 2026',
    savedOn: '21 நவ., 2026',
    interests: ['புகையிரதங்கள்', 'தேயிலை'],
    places: 'இடங்கள்',
    categories: ['காட்சி முனை', 'தேயிலைத் தோட்டம்'],
  },
] as const;

describe('a plan’s labels in the reader’s language', () => {
  for (const c of CASES) {
    it(`shows the dates, interest tags and sights’ categories in ${c.locale === 'si' ? 'Sinhala' : 'Tamil'}`, async () => {
      const result = await openPlanIn(c.locale);
      const user = userEvent.setup();
      // The language's catalogues load (a dynamic import) before the page switches to it.
      const placesTab = await screen.findByRole('tab', { name: c.places }, pageLoad);
      expect(document.body.textContent).toContain(c.fromDate);
      expect(document.body.textContent).toContain(c.savedOn);
      expect(document.body.textContent).not.toMatch(/Dec|Nov|උඳුවප්|ඉල්/);
      // The interests, as the server sends them (TRAINS, TEA), in the reader's words.
      const interests = await within(result).findByLabelText(/රුචිකත්වයන්|ஆர்வங்கள்/, {}, pageLoad);
      expect([...interests.children].map((badge) => badge.textContent)).toEqual(c.interests);
      await user.click(placesTab);
      const panel = await screen.findByRole('tabpanel', { name: c.places });
      for (const category of c.categories) expect(within(panel).getAllByText(category).length).toBeGreaterThan(0);
      expect(panel.textContent).not.toMatch(/Viewpoint|Tea estate/);
    });
  }
});

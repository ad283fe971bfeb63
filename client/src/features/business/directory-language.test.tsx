import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEVICE_LOCALE_KEY } from '../../app/locale';
import type { BusinessesRouteQueryQueryVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { listing } from './business.test-helpers';

/** A language's first use loads its catalogues (a dynamic import): on a busy machine that takes more than a second. */
const LOADED = { timeout: 10_000 };

/** One listing in Kandy district, as the server stores it (the district in English). */
function directory() {
  const queries: BusinessesRouteQueryQueryVariables[] = [];
  const node = listing({ id: 'b1', name: 'Hill Rice & Curry', district: 'Kandy' });
  server.use(
    api.query<object, BusinessesRouteQueryQueryVariables>('BusinessesRouteQuery', ({ variables }) => {
      queries.push(variables);
      const nodes = !variables.district || variables.district === 'Kandy' ? [node] : [];
      return HttpResponse.json({
        data: {
          businesses: {
            __typename: 'BusinessConnection',
            edges: nodes.map((n) => ({
              __typename: 'BusinessEdge',
              cursor: `cursor-${n.id}`,
              distanceKm: null,
              node: n,
            })),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      });
    }),
  );
  return queries;
}

const CASES = [
  {
    locale: 'si',
    district: 'මහනුවර දිස්ත්‍රික්කය',
    category: 'ආපනශාලාව',
    filter: 'දිස්ත්‍රික්කය අනුව පෙරන්න',
    nuwaraEliya: 'නුවරඑළිය',
    kandy: 'මහනුවර',
  },
  {
    locale: 'ta',
    district: 'கண்டி மாவட்டம்',
    category: 'உணவகம்',
    filter: 'மாவட்டப்படி வடிகட்டு',
    nuwaraEliya: 'நுவரேலியா',
    kandy: 'கண்டி',
  },
] as const;

// Issue 28 item 8: the directory's districts and categories follow the reader's language; the districts' Sinhala and
// Tamil names are the Survey Department's (lib/districts.ts), the filter still sends the district as stored.
describe('/business in Sinhala and Tamil', () => {
  for (const c of CASES) {
    it(`names a listing’s district and category, and the district filter’s options, in ${c.locale === 'si' ? 'Sinhala' : 'Tamil'}`, async () => {
      window.localStorage.setItem(DEVICE_LOCALE_KEY, c.locale);
      const queries = directory();
      const user = userEvent.setup();
      renderApp('/business');
      const card = await screen.findByRole('article', { name: 'Hill Rice & Curry' });
      await within(card).findByText(c.category, {}, LOADED);
      expect(card.textContent).toContain(c.district);
      expect(card.textContent).not.toContain('Kandy district');

      const filter = await screen.findByRole<HTMLSelectElement>('combobox', { name: c.filter }, LOADED);
      const options = [...filter.options].slice(1);
      expect(options).toHaveLength(25);
      expect(options.some((o) => /[A-Za-z]/.test(o.textContent ?? ''))).toBe(false);
      await user.selectOptions(filter, c.nuwaraEliya);
      await waitFor(() => expect(queries.at(-1)?.district).toBe('Nuwara Eliya'));
      expect(filter.selectedOptions[0]?.textContent).toBe(c.nuwaraEliya);
      expect(options.find((o) => o.value === 'Kandy')?.textContent).toBe(c.kandy);
    });
  }
});

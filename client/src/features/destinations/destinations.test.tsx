import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import type { DestinationNearbyQueryVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { SAVED_DESTINATIONS_KEY } from '../../lib/saved-destinations';

describe('a destination page', () => {
  it('shows the guide: hero, overview facts, gallery, weather by season, getting around, ready-to-explore', async () => {
    renderApp('/destinations/kandy');
    await screen.findByRole('heading', { level: 1, name: 'Kandy' });
    expect(screen.queryByText('Hill country, Central Province · Sri Lanka')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Plan Your Trip' }).getAttribute('href')).toBe('/planner?to=Kandy');

    // The parts below the hero mount one per task after it.
    await screen.findByRole('region', { name: 'Ready to explore Kandy?' });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).queryByText(/capital of the last Sinhalese kingdom until 1815/)).not.toBeNull();
    expect(within(overview).queryByRole('img', { name: 'Rated 4.7 out of 5' })).not.toBeNull();
    expect(within(overview).queryByText('(1,870 reviews)')).not.toBeNull();
    expect(within(overview).queryByText('4-6 hours')).not.toBeNull();
    expect(within(overview).queryByText('$20 – $70')).not.toBeNull();
    expect(within(overview).queryByText('approx., 2025')).not.toBeNull();
    // The fee says where it was read, how sure it is, and links a report of a wrong price naming its row.
    const feeSource = within(overview).getByTestId('guide-fee-source');
    expect(feeSource.textContent).toBe(
      'Source, 2025-12-31 (a travel site or operator: approximate) · Report a wrong price',
    );
    expect(
      within(feeSource)
        .getByRole('link', { name: /^Source/ })
        .getAttribute('href'),
    ).toBe('https://journest.app/en/places/temple-of-tooth');
    expect(within(feeSource).getByRole('link', { name: 'Report a wrong price' }).getAttribute('href')).toBe(
      '/feedback?fee=temple-of-the-sacred-tooth-relic',
    );

    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    for (const image of within(gallery).getAllByRole('img'))
      expect(image.getAttribute('alt')).toMatch(/^Illustration: /);

    const weather = screen.getByRole('region', { name: 'Weather by Season' });
    expect(
      within(weather)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['March–April', 'May–September', 'October–November', 'December–February']);
    expect(within(weather).queryByText('South-west monsoon')).not.toBeNull();

    const around = screen.getByRole('region', { name: 'Getting Around' });
    expect(within(around).queryByText(/2\.5–3 hours on the Main Line/)).not.toBeNull();

    const ready = screen.getByRole('region', { name: 'Ready to explore Kandy?' });
    expect(within(ready).getByRole('link', { name: 'Start Planning' }).getAttribute('href')).toBe('/planner?to=Kandy');
  });

  it('toggles Save and Saved, remembered in this browser', async () => {
    const user = userEvent.setup();
    const first = renderApp('/destinations/mirissa');
    const save = await screen.findByRole('button', { name: 'Save Mirissa' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await user.click(save);
    const saved = screen.getByRole('button', { name: 'Saved: Mirissa' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(saved.textContent).toBe('Saved');
    expect(JSON.parse(window.localStorage.getItem(SAVED_DESTINATIONS_KEY)!)).toEqual(['mirissa']);

    first.unmount();
    renderApp('/destinations/mirissa');
    await user.click(await screen.findByRole('button', { name: 'Saved: Mirissa' }));
    expect(screen.getByRole('button', { name: 'Save Mirissa' }).textContent).toBe('Save');
    expect(JSON.parse(window.localStorage.getItem(SAVED_DESTINATIONS_KEY)!)).toEqual([]);
  });

  it('ignores a corrupt saved list instead of failing', async () => {
    window.localStorage.setItem(SAVED_DESTINATIONS_KEY, '{not json');
    renderApp('/destinations/yala');
    expect((await screen.findByRole('button', { name: 'Save Yala' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('answers an unknown place with a not-found page linking to the eight guides', async () => {
    renderApp('/destinations/atlantis');
    await screen.findByRole('heading', { level: 1, name: 'Destination not found' });
    const links = within(screen.getByRole('main')).getAllByRole('link', {
      name: /^(Sigiriya|Weligama|Ella|Mirissa|Colombo|Kandy|Yala|Polonnaruwa)$/,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/destinations/sigiriya',
      '/destinations/weligama',
      '/destinations/ella',
      '/destinations/mirissa',
      '/destinations/colombo',
      '/destinations/kandy',
      '/destinations/yala',
      '/destinations/polonnaruwa',
    ]);
  });

  it('lists the places to stay and eat near the guide, each linking to its listing, nearest first', async () => {
    const asked: DestinationNearbyQueryVariables[] = [];
    const photo = { __typename: 'BusinessPhotoSize', url: '/photos/p1-small.webp', width: 400, height: 300 };
    const listing = (
      id: string,
      name: string,
      category: string,
      priceRange: string | null,
      photos: unknown[] = [],
    ) => ({ __typename: 'Business', id, name, category, priceRange, photos });
    server.use(
      api.query<Record<string, unknown>, DestinationNearbyQueryVariables>('DestinationNearby', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            destination: {
              __typename: 'Destination',
              nearbyBusinesses: [
                {
                  __typename: 'NearbyBusiness',
                  distanceKm: 0.4,
                  business: listing('b1', 'Ella View Homestay', 'HOMESTAY', 'BUDGET', [
                    { __typename: 'BusinessPhoto', small: photo },
                  ]),
                },
                {
                  __typename: 'NearbyBusiness',
                  distanceKm: 2.26,
                  business: listing('b2', '<b>Chill Café</b>', 'CAFE', 'MODERATE'),
                },
                {
                  __typename: 'NearbyBusiness',
                  distanceKm: 12.7,
                  business: listing('b3', 'Rock Hotel', 'HOTEL', null),
                },
              ],
            },
          },
        });
      }),
    );
    renderApp('/destinations/ella');
    const section = await screen.findByRole('region', { name: 'Where to stay and eat near Ella' });
    expect(asked).toEqual([{ slug: 'ella' }]);
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Ella View Homestay',
      '<b>Chill Café</b>',
      'Rock Hotel',
    ]);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/business/b1');
    expect(within(cards[0]!).queryByText('Homestay')).not.toBeNull();
    expect(within(cards[0]!).queryByText('Price range: $ (Budget)')).not.toBeNull();
    expect(within(cards[0]!).queryByText('Under 1 km away')).not.toBeNull();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/photos/p1-small.webp');
    expect(within(cards[1]!).queryByText('2.3 km away')).not.toBeNull();
    expect(cards[1]!.querySelector('b')).toBeNull();
    expect(within(cards[2]!).queryByText('13 km away')).not.toBeNull();
    expect(within(section).getByRole('link', { name: 'See the whole directory' }).getAttribute('href')).toBe(
      '/business',
    );
  });

  it('shows no such section, not even its heading, when nothing is near', async () => {
    let answered = false;
    server.use(
      api.query('DestinationNearby', () => {
        answered = true;
        return HttpResponse.json({ data: { destination: { __typename: 'Destination', nearbyBusinesses: [] } } });
      }),
    );
    renderApp('/destinations/polonnaruwa');
    await screen.findByRole('region', { name: 'Ready to explore Polonnaruwa?' });
    await waitFor(() => expect(answered).toBe(true));
    // The answer's promise settles a moment after the handler runs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Where to stay and eat/)).toBeNull();
  });
});

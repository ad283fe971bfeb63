import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UpdateBusinessMutationVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { aStoredListing } from './business.test-helpers';

const signedIn = { session: { token: 'owner-token', user: { name: 'Nimal' } } };

const stored = aStoredListing({ description: 'Rooms facing Little Adam’s Peak.', category: 'HOTEL' });

/** The listing as a tiny server: the edit route reads it, an update replaces it (a bare domain gets https://). */
function listingServer(initial: typeof stored = stored) {
  let current: Record<string, unknown> = { ...initial };
  const updates: UpdateBusinessMutationVariables[] = [];
  server.use(
    api.query('BusinessEditRouteQuery', ({ variables }) =>
      HttpResponse.json({ data: { business: variables.id === current.id ? current : null } }),
    ),
    api.mutation<Record<string, unknown>, UpdateBusinessMutationVariables>('UpdateBusiness', ({ variables }) => {
      updates.push(variables);
      if (variables.input.website === 'not a site') {
        return HttpResponse.json({
          errors: [
            {
              message: 'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
              extensions: { code: 'BAD_USER_INPUT', field: 'website' },
            },
          ],
        });
      }
      const website = variables.input.website ? `https://${variables.input.website.replace(/^https?:\/\//, '')}` : null;
      current = { ...current, ...variables.input, website, description: variables.input.description ?? null };
      return HttpResponse.json({
        data: {
          updateBusiness: { __typename: 'UpdateBusinessPayload', message: 'Business updated!', business: current },
        },
      });
    }),
  );
  return { updates };
}

describe('/business/:id/edit', () => {
  it('opens from the owner’s card with the listing filled in, and saves a bare-domain website', async () => {
    const user = userEvent.setup();
    server.use(
      api.query('BusinessesRouteQuery', () =>
        HttpResponse.json({
          data: {
            businesses: {
              __typename: 'BusinessConnection',
              edges: [{ __typename: 'BusinessEdge', cursor: 'c1', distanceKm: null, node: stored }],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        }),
      ),
    );
    const { updates } = listingServer();
    const { router } = renderApp('/business', signedIn);

    const card = await screen.findByRole('article', { name: 'Ella View' });
    await user.click(within(card).getByRole('link', { name: 'Edit Ella View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/b1/edit'));

    const form = await screen.findByRole('form', { name: 'Edit Your Business' });
    expect((within(form).getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Ella View');
    expect((within(form).getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('HOTEL');

    await user.clear(within(form).getByLabelText(/^Business Name/));
    await user.type(within(form).getByLabelText(/^Business Name/), 'Ella View Homestay');
    await user.type(within(form).getByLabelText(/^Website/), 'ella-view.lk');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Business updated!');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toEqual({
      id: 'b1',
      input: {
        name: 'Ella View Homestay',
        address: stored.address,
        email: stored.email,
        telephone: stored.telephone,
        category: 'HOTEL',
        website: 'ella-view.lk',
        description: stored.description,
      },
    });
    // The form keeps what was saved, so the owner can go on editing.
    expect((within(form).getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Ella View Homestay');
  });

  it('edits price range, languages and opening hours, and asks for both times of an open day', async () => {
    const user = userEvent.setup();
    const { updates } = listingServer({
      ...stored,
      openingHours: [{ day: 'MONDAY', opens: '08:00', closes: '17:00' }] as never,
      languages: ['ENGLISH'] as never,
    });
    renderApp('/business/b1/edit', signedIn);
    const form = await screen.findByRole('form', { name: 'Edit Your Business' });

    expect((within(form).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Monday opens') as HTMLInputElement).value).toBe('08:00');
    expect((within(form).getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(within(form).getByLabelText(/^Price Range/), '$$ · Moderate');
    await user.click(within(form).getByRole('checkbox', { name: 'Sinhala' }));
    await user.click(within(form).getByRole('checkbox', { name: 'English' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await within(form).findByText("Give Friday's opening and closing times, or mark it closed.");
    expect(updates).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Friday opens'), { target: { value: '18:00' } });
    fireEvent.change(within(form).getByLabelText('Friday closes'), { target: { value: '02:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Business updated!');
    expect(updates[0]?.input).toMatchObject({
      priceRange: 'MODERATE',
      languages: ['SINHALA'],
      openingHours: [
        { day: 'MONDAY', opens: '08:00', closes: '17:00' },
        { day: 'FRIDAY', opens: '18:00', closes: '02:00' },
      ],
    });
  });

  it('puts the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    listingServer();
    renderApp('/business/b1/edit', signedIn);
    const form = await screen.findByRole('form', { name: 'Edit Your Business' });
    await user.type(within(form).getByLabelText(/^Website/), 'not a site');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    const website = within(form).getByLabelText(/^Website/);
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(form).getAllByText('Website must be a web address, such as ella-view.lk or https://ella-view.lk.').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText('Failed to save. Website must be a web address, such as ella-view.lk or https://ella-view.lk.'),
    ).not.toBeNull();
  });

  it('tells a viewer who does not own the listing that they cannot edit it, and an unknown id that it is not found', async () => {
    listingServer({ ...stored, ownedByViewer: false });
    const first = renderApp('/business/b1/edit');
    await screen.findByText('Only the account that registered this business can edit it.');
    expect(screen.queryByRole('form')).toBeNull();
    first.unmount();

    renderApp('/business/nope/edit');
    await screen.findByText('Business not found.');
  });
});

describe('/dashboard: My Businesses', () => {
  it('lists the account’s listings, each with a link to edit it', async () => {
    server.use(
      api.query('MyBusinessesQuery', () =>
        HttpResponse.json({
          data: {
            myBusinesses: [
              {
                __typename: 'Business',
                id: 'b1',
                name: 'Ella View',
                address: 'Passara Road, Ella',
                category: 'HOTEL',
                hiddenPendingReview: false,
                pendingReview: null,
              },
            ],
          },
        }),
      ),
    );
    renderApp('/dashboard', signedIn);
    const section = await screen.findByRole('region', { name: 'My Businesses' });
    const card = await within(section).findByRole('article', { name: 'Ella View' });
    expect(within(card).getByText('Hotel')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Edit Ella View' }).getAttribute('href')).toBe('/business/b1/edit');
  });

  it('invites an account with none to register one', async () => {
    renderApp('/dashboard', signedIn);
    const section = await screen.findByRole('region', { name: 'My Businesses' });
    expect(
      (await within(section).findByRole('link', { name: 'Register it in the Business Directory' })).getAttribute(
        'href',
      ),
    ).toBe('/business');
  });
});

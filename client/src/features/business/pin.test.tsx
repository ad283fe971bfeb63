import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  PinAtQueryVariables,
  RegisterBusinessMutationVariables,
  UpdateBusinessMutationVariables,
} from '../../gql/graphql';
import { DRAGGED_TO } from '../../test/fake-pin-map';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { aStoredListing, fillRequiredFields, listingPageAnswers } from './business.test-helpers';
import { enter } from '../../test/enter';

const MIRISSA = { lat: 5.9413, lng: 80.45379 };
const NOT_ON_MAP =
  'We could not find this address on the map, so the listing has no map pin yet. Edit the listing to place the pin where you are.';

/** The map lookups as the server answers them: the address anywhere in Mirissa, and every point in Badulla district. */
function mapLookups({ onLand = true } = {}) {
  const checked: PinAtQueryVariables[] = [];
  server.use(
    api.query('AddressPin', ({ variables }) =>
      HttpResponse.json({
        data: {
          addressPin: String(variables.address).includes('Mirissa')
            ? {
                __typename: 'MapPin',
                location: { __typename: 'GeoPoint', ...MIRISSA },
                onLand: true,
                district: 'Matara',
              }
            : null,
        },
      }),
    ),
    api.query<Record<string, unknown>, PinAtQueryVariables>('PinAt', ({ variables }) => {
      checked.push(variables);
      return HttpResponse.json({
        data: { pinAt: { __typename: 'MapPin', onLand, district: onLand ? 'Badulla' : null } },
      });
    }),
  );
  return { checked };
}

function registrations(answer: Record<string, unknown> = {}) {
  const sent: RegisterBusinessMutationVariables[] = [];
  server.use(
    api.query('BusinessesRouteQuery', () =>
      HttpResponse.json({
        data: {
          businesses: {
            __typename: 'BusinessConnection',
            edges: [],
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      }),
    ),
    api.mutation<Record<string, unknown>, RegisterBusinessMutationVariables>('RegisterBusiness', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          registerBusiness: {
            __typename: 'RegisterBusinessPayload',
            message: 'Business registered!',
            managementCode: null,
            locationNotice: null,
            business: { __typename: 'Business', id: 'n1', name: variables.input.name },
            ...answer,
          },
        },
      });
    }),
    listingPageAnswers(aStoredListing({ id: 'n1', name: 'Hidden Gem' })),
  );
  return { sent };
}

const pinField = () => screen.getByRole('group', { name: 'Location on the Map' });
/** A registration lands on the new listing's page, which says what was done. */
async function landedOnTheListing() {
  await screen.findByRole('heading', { level: 1, name: 'Hidden Gem' });
  await screen.findByText('Business registered!');
}

describe('the map pin on the registration form', () => {
  it('is placed where the address is found, with its district, and left to the server to place when the owner does not move it', async () => {
    const user = userEvent.setup();
    mapLookups();
    const { sent } = registrations();
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    expect(within(pinField()).getByTestId('fake-pin-map').textContent).toContain('no pin');

    await fillRequiredFields(user);
    await within(pinField()).findByText(
      'Placed from your address, at the town or village when we do not know the street. Drag the pin to your door.',
    );
    expect(within(pinField()).getByText(/District:/).parentElement?.textContent).toBe('District: Matara');
    expect(within(pinField()).getByTestId('fake-pin-map').textContent).toContain(
      `Map pin of Lagoon Kitchen at ${MIRISSA.lat}, ${MIRISSA.lng}`,
    );
    expect((within(pinField()).getByLabelText('Latitude') as HTMLInputElement).value).toBe(String(MIRISSA.lat));

    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await landedOnTheListing();
    expect(sent[0]!.input).not.toHaveProperty('location');
  });

  it('goes where the owner drags it, nudges by keys, takes typed coordinates, and is sent with the listing', async () => {
    const user = userEvent.setup();
    const { checked } = mapLookups();
    const { sent } = registrations();
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    const field = pinField();

    await user.click(within(field).getByRole('button', { name: 'Drag the pin' }));
    await within(field).findByText('You placed the pin. It is saved with the listing.');
    await waitFor(() =>
      expect(within(field).getByText(/District:/).parentElement?.textContent).toBe('District: Badulla'),
    );
    expect(checked.at(-1)).toEqual({ point: DRAGGED_TO });

    // Keyboard users: the move buttons, then typed coordinates.
    within(field).getByRole('button', { name: 'Move the pin north' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(field).getByRole('button', { name: 'Move the pin east' }));
    expect((within(field).getByLabelText('Latitude') as HTMLInputElement).value).toBe(String(DRAGGED_TO.lat + 0.0005));
    expect((within(field).getByLabelText('Longitude') as HTMLInputElement).value).toBe(String(DRAGGED_TO.lng + 0.0005));

    const longitude = within(field).getByLabelText('Longitude');
    await user.clear(longitude);
    await enter(user, longitude, '81.05');
    expect(within(field).getByTestId('fake-pin-map').textContent).toContain(`at ${DRAGGED_TO.lat + 0.0005}, 81.05`);

    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await landedOnTheListing();
    expect(sent[0]!.input.location).toEqual({ lat: DRAGGED_TO.lat + 0.0005, lng: 81.05 });
  });

  it('says when the pin is off the island, and shows the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    mapLookups({ onLand: false });
    const message =
      'Location must be on land in Sri Lanka: this map pin is in the sea or outside the country. Move it onto the island.';
    server.use(
      api.query('BusinessesRouteQuery', () =>
        HttpResponse.json({
          data: {
            businesses: {
              __typename: 'BusinessConnection',
              edges: [],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        }),
      ),
      api.mutation('RegisterBusiness', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'location' } }],
        }),
      ),
    );
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    await user.click(within(pinField()).getByRole('button', { name: 'Drag the pin' }));
    await within(pinField()).findByText('This point is not on land in Sri Lanka. Move the pin onto the island.');

    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await screen.findByText(`Failed to register. ${message}`);
    expect(within(pinField()).getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(pinField());
  });

  it('says so when the address could not be placed and no pin was given', async () => {
    const user = userEvent.setup();
    mapLookups();
    registrations({ locationNotice: NOT_ON_MAP });
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await enter(user, screen.getByLabelText(/^Business Name/), 'Hidden Gem');
    await enter(user, screen.getByLabelText(/^Address/), 'Behind the old mill');
    await enter(user, screen.getByLabelText(/^Email/), 'gem@example.lk');
    await enter(user, screen.getByLabelText(/^Telephone/), '+94 77 123 4567');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Homestay');
    await within(pinField()).findByText(
      'We could not find this address on the map. Click the map or type coordinates to place the pin.',
    );
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await landedOnTheListing();
    expect(screen.queryByText(NOT_ON_MAP)).not.toBeNull();
  });
});

describe('the map pin on the edit form', () => {
  const stored = aStoredListing({
    priceRange: '$$',
    location: { __typename: 'GeoPoint' as const, lat: 6.8731, lng: 81.0512 },
    district: 'Badulla',
  });

  it('shows the saved pin; an edit that leaves it alone does not send it, one that moves it does', async () => {
    const user = userEvent.setup();
    mapLookups();
    const updates: UpdateBusinessMutationVariables[] = [];
    server.use(
      api.query('BusinessEditRouteQuery', () => HttpResponse.json({ data: { business: stored } })),
      api.mutation<Record<string, unknown>, UpdateBusinessMutationVariables>('UpdateBusiness', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({
          data: {
            updateBusiness: {
              __typename: 'UpdateBusinessPayload',
              message: 'Business updated!',
              locationNotice: null,
              business: stored,
            },
          },
        });
      }),
    );
    renderApp('/business/b1/edit', { session: { token: 'owner-token', user: { name: 'Nimal' } } });
    await screen.findByRole('heading', { name: 'Edit Your Business' });
    const field = pinField();
    expect(within(field).getByTestId('fake-pin-map').textContent).toContain('Map pin of Ella View at 6.8731, 81.0512');
    await waitFor(() =>
      expect(within(field).getByText(/District:/).parentElement?.textContent).toBe('District: Badulla'),
    );
    expect(within(field).queryByText('The pin as saved. Drag it to move it.')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Business updated!');
    expect(updates[0]!.input).not.toHaveProperty('location');

    await user.click(within(field).getByRole('button', { name: 'Move the pin south' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]!.input.location).toEqual({ lat: 6.8726, lng: 81.0512 });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RegisterBusinessMutationVariables, UpdateBusinessMutationVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { aStoredListing, fillRequiredFields, listingPageAnswers } from './business.test-helpers';

const CODE = 'Zm9yIHRoZSBob2xkZXIgb2YgdGhpcyBsaXN0aW5nIG9ubHk';
const signedIn = { session: { token: 'owner-token', user: { name: 'Nimal' } } };
const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const restPhoto = (id: string) => ({
  id,
  small: { url: `/photos/${id.padEnd(32, '0')}-400.webp`, width: 400, height: 300 },
});
const cachedPhoto = (id: string) => ({
  __typename: 'BusinessPhoto' as const,
  id,
  small: { __typename: 'PhotoSize' as const, ...restPhoto(id).small },
});

// jsdom has no object URLs: the previews get a stand-in address.
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

type Upload = { name: string; authorization: string | null; code: string | null };

/** The directory, a registration answered as listing b9 (a code when signed out), its photo uploads and its page. */
function registrationServer({ managementCode = null as string | null, refuse = null as string | null } = {}) {
  const sent: RegisterBusinessMutationVariables[] = [];
  const uploads: Upload[] = [];
  let photos: string[] = [];
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
            managementCode,
            locationNotice: null,
            business: { __typename: 'Business', id: 'b9', name: variables.input.name },
          },
        },
      });
    }),
    http.post('/api/business/b9/photos', async ({ request }) => {
      const body = new Uint8Array(await request.arrayBuffer());
      uploads.push({
        name: String(body.length),
        authorization: request.headers.get('authorization'),
        code: request.headers.get('x-management-code'),
      });
      if (refuse && uploads.length === 2)
        return HttpResponse.json({ message: refuse, requestId: 'r1' }, { status: 400 });
      photos = [...photos, `p${photos.length + 1}`];
      return HttpResponse.json(
        { message: 'Photo added!', business: { id: 'b9', photos: photos.map(restPhoto) } },
        { status: 201 },
      );
    }),
    api.query('BusinessListingRouteQuery', () =>
      HttpResponse.json({
        data: {
          business: {
            ...aStoredListing({ id: 'b9', name: 'Lagoon Kitchen', ownedByViewer: managementCode === null }),
            hiddenPendingReview: false,
            photos: photos.map(cachedPhoto),
          },
        },
      }),
    ),
  );
  return { sent, uploads };
}

async function pickPhotos(user: UserEvent, files: File[]) {
  const section = await screen.findByRole('region', { name: 'Photos (optional)' });
  await user.upload(within(section).getByLabelText('Choose photos to add'), files);
  return section;
}

describe('registering a business: an owner’s first steps', () => {
  it('takes photos while registering, sends them once the listing exists (with the code, signed out), and lands on the new listing', async () => {
    const user = userEvent.setup();
    const { uploads } = registrationServer({ managementCode: CODE });
    const { router } = renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    const section = await pickPhotos(user, [pngFile('front.png'), pngFile('garden.png')]);
    const chosen = within(section).getByRole('list', { name: 'Photos to add' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['front.png', 'garden.png']);
    expect(within(chosen).getByText('Cover')).not.toBeNull();
    // A photo changed one's mind about goes before anything is sent.
    await user.upload(within(section).getByLabelText('Choose photos to add'), pngFile('blurry.png'));
    await user.click(within(section).getByRole('button', { name: 'Remove blurry.png' }));
    expect(uploads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/b9'));
    await screen.findByRole('heading', { level: 1, name: 'Lagoon Kitchen' });
    expect(uploads).toEqual([
      { name: '4', authorization: null, code: CODE },
      { name: '4', authorization: null, code: CODE },
    ]);
    const status = screen.getAllByRole('status')[0]!;
    expect(within(status).getByText('Business registered!')).not.toBeNull();
    expect(within(status).getByText('2 photos added')).not.toBeNull();
    expect((screen.getByLabelText('Your management code') as HTMLInputElement).value).toBe(CODE);
  });

  it('sends the photos as the signed-in owner, and says which one the server refused, on the listing', async () => {
    const user = userEvent.setup();
    const refusal = 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.';
    const { uploads } = registrationServer({ refuse: refusal });
    renderApp('/business', signedIn);
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    await pickPhotos(user, [pngFile('front.png'), pngFile('odd.png')]);
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await screen.findByText("Some photos were not added. You can add them on the listing's edit page.");
    expect(uploads.map((upload) => upload.authorization)).toEqual(['Bearer owner-token', 'Bearer owner-token']);
    expect(screen.getByText(`odd.png: ${refusal}`)).not.toBeNull();
    expect(screen.getByText('Photo added')).not.toBeNull();
    // The owner's card has the way to edit it.
    expect(screen.getByRole('link', { name: 'Edit Lagoon Kitchen' }).getAttribute('href')).toBe('/business/b9/edit');
  });

  it('gives opening hours by preset: open 24 hours, the same hours every day, closed on poya days', async () => {
    const user = userEvent.setup();
    const { sent } = registrationServer();
    renderApp('/business', signedIn);
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    const hours = screen.getByRole('group', { name: /^Opening Hours/ });
    // No fourteen time fields unless the hours differ by day.
    expect(within(hours).queryAllByLabelText(/opens$/)).toHaveLength(0);
    await user.click(within(hours).getByRole('radio', { name: 'Same hours every day' }));
    expect(within(hours).getAllByLabelText(/opens$/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await within(hours).findByText('Give the opening and closing times, or choose another way to say your hours.');
    await user.type(within(hours).getByLabelText('Every day opens'), '08:30');
    await user.type(within(hours).getByLabelText('Every day closes'), '22:00');
    await user.click(within(hours).getByRole('checkbox', { name: 'Closed on poya days' }));
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
    expect(sent[0]!.input.openingHours).toEqual(days.map((day) => ({ day, opens: '08:30', closes: '22:00' })));
    expect(sent[0]!.input.closedOnPoyaDays).toBe(true);
  });

  it('sends open 24 hours as 00:00 to 24:00 every day', async () => {
    const user = userEvent.setup();
    const { sent } = registrationServer();
    renderApp('/business', signedIn);
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('radio', { name: 'Open 24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 });
    expect(sent[0]!.input.openingHours).toHaveLength(7);
    expect(sent[0]!.input.openingHours!.every((hours) => hours.opens === '00:00' && hours.closes === '24:00')).toBe(
      true,
    );
    expect(sent[0]!.input.closedOnPoyaDays).toBeUndefined();
  });
});

describe('editing a listing', () => {
  const allDay = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
    __typename: 'OpeningHours',
    day,
    opens: '00:00',
    closes: '24:00',
  }));
  const stored = aStoredListing({ openingHours: allDay, closedOnPoyaDays: true });

  it('has its Photos before Save Changes, and reads stored hours as their preset', async () => {
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
              business: { ...stored, __typename: 'Business' },
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/business/b1/edit', signedIn);
    const photos = await screen.findByRole('region', { name: 'Photos' });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(photos.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Open 24 hours' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Closed on poya days' }).checked).toBe(true);
    await user.click(save);
    await waitFor(() => expect(updates).toHaveLength(1), { timeout: 5_000 });
    expect(updates[0]!.input.openingHours!.every((hours) => hours.opens === '00:00' && hours.closes === '24:00')).toBe(
      true,
    );
    expect(updates[0]!.input.closedOnPoyaDays).toBe(true);
  });

  it('says on the listing that it is open 24 hours and closed on poya days', async () => {
    server.use(listingPageAnswers({ ...stored, id: 'b1' }));
    renderApp('/business/b1');
    await screen.findByRole('heading', { level: 1, name: 'Ella View' });
    expect(screen.getByText('Open 24 hours')).not.toBeNull();
    expect(screen.getByText('Closed on poya days')).not.toBeNull();
  });
});

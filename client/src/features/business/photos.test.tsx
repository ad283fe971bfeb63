import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeleteBusinessPhotoMutationVariables, ReorderBusinessPhotosMutationVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { aStoredListing } from './business.test-helpers';
import { enter } from '../../test/enter';

const signedIn = { session: { token: 'owner-token', user: { name: 'Nimal' } } };
const NOT_AN_IMAGE = 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.';

const photo = (id: string) => ({
  __typename: 'BusinessPhoto' as const,
  id,
  small: { __typename: 'PhotoSize' as const, url: `/photos/${id.padEnd(32, '0')}-400.webp`, width: 400, height: 300 },
});
type CachedPhoto = ReturnType<typeof photo>;

const listing = (photos: CachedPhoto[], ownedByViewer = true) => aStoredListing({ photos, ownedByViewer });

/** A photo in the REST answer's shape (both sizes, no __typename). */
const restPhoto = ({ id, small }: CachedPhoto) => ({
  id,
  small: { url: small.url, width: small.width, height: small.height },
  large: { url: small.url.replace('-400', '-1200'), width: 1200, height: 900 },
  createdAt: '2026-11-25T10:00:00.000Z',
});

type Upload = { authorization: string | null; code: string | null; type: string | null; bytes: number[] };

/** The listing as a tiny server: the edit route reads it; uploads (REST) and the photo mutations change it. */
function listingServer(
  initial: CachedPhoto[],
  {
    ownedByViewer = true,
    refuseWith,
    refuseTimes = Infinity,
  }: { ownedByViewer?: boolean; refuseWith?: { status: number; message: string | null }; refuseTimes?: number } = {},
) {
  let photos = [...initial];
  const uploads: Upload[] = [];
  const deletes: DeleteBusinessPhotoMutationVariables[] = [];
  const reorders: ReorderBusinessPhotosMutationVariables[] = [];
  server.use(
    api.query('BusinessEditRouteQuery', () =>
      HttpResponse.json({ data: { business: listing(photos, ownedByViewer) } }),
    ),
    http.post('/api/business/b1/photos', async ({ request }) => {
      uploads.push({
        authorization: request.headers.get('authorization'),
        code: request.headers.get('x-management-code'),
        type: request.headers.get('content-type'),
        bytes: [...new Uint8Array(await request.arrayBuffer())],
      });
      if (refuseWith && uploads.length <= refuseTimes) {
        // A message of null: an answer with no JSON body, as a proxy in between may give.
        if (refuseWith.message === null)
          return new HttpResponse('Request Timeout', {
            status: refuseWith.status,
            headers: { 'content-type': 'text/plain' },
          });
        return HttpResponse.json({ message: refuseWith.message, requestId: 'r1' }, { status: refuseWith.status });
      }
      const added = photo(`p${photos.length + 1}`);
      photos = [...photos, added];
      return HttpResponse.json(
        { message: 'Photo added!', photo: restPhoto(added), business: { id: 'b1', photos: photos.map(restPhoto) } },
        { status: 201 },
      );
    }),
    api.mutation<Record<string, unknown>, DeleteBusinessPhotoMutationVariables>(
      'DeleteBusinessPhoto',
      ({ variables }) => {
        deletes.push(variables);
        photos = photos.filter((each) => each.id !== variables.photoId);
        return HttpResponse.json({
          data: {
            deleteBusinessPhoto: {
              __typename: 'DeleteBusinessPhotoPayload',
              message: 'Photo removed.',
              business: { __typename: 'Business', id: 'b1', photos },
            },
          },
        });
      },
    ),
    api.mutation<Record<string, unknown>, ReorderBusinessPhotosMutationVariables>(
      'ReorderBusinessPhotos',
      ({ variables }) => {
        reorders.push(variables);
        const ids = Array.isArray(variables.photoIds) ? variables.photoIds : [variables.photoIds];
        photos = ids.map((id) => photos.find((each) => each.id === id)!);
        return HttpResponse.json({
          data: {
            reorderBusinessPhotos: {
              __typename: 'ReorderBusinessPhotosPayload',
              business: { __typename: 'Business', id: 'b1', photos },
            },
          },
        });
      },
    ),
  );
  return { uploads, deletes, reorders };
}

const photosSection = () => screen.findByRole('region', { name: 'Photos' });
const thumbnails = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('img')
    .map((image) => image.getAttribute('src'));
const pngFile = (name = 'ella.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, { type: 'image/png' });

describe('/business/:id/edit: photos', () => {
  it('shows the listing’s photos, cover first, and uploads a picked file as the request body with the session’s token', async () => {
    const user = userEvent.setup();
    const { uploads } = listingServer([photo('p1')]);
    renderApp('/business/b1/edit', signedIn);

    const section = await photosSection();
    const cover = within(section).getByRole('img', { name: 'Ella View, photo 1' });
    expect(cover.getAttribute('src')).toBe(photo('p1').small.url);
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(within(section).getByText('Cover')).not.toBeNull();
    expect(within(section).getByText('1 of 6')).not.toBeNull();
    expect((within(section).getByLabelText('Choose photos to add') as HTMLInputElement).accept).toBe(
      'image/jpeg,image/png,image/webp',
    );

    await user.upload(within(section).getByLabelText('Choose photos to add'), pngFile());

    await screen.findByText('Photo added');
    await waitFor(() => expect(thumbnails(section)).toEqual([photo('p1').small.url, photo('p2').small.url]));
    expect(within(section).getByText('2 of 6')).not.toBeNull();
    expect(uploads).toEqual([
      {
        authorization: 'Bearer owner-token',
        code: null,
        type: 'image/png',
        bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3],
      },
    ]);
  });

  it('shows the server’s reason when it refuses a photo, and adds nothing', async () => {
    const user = userEvent.setup();
    listingServer([], { refuseWith: { status: 400, message: NOT_AN_IMAGE } });
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();
    expect(within(section).getByText(/No photos yet/)).not.toBeNull();

    await user.upload(
      within(section).getByLabelText('Choose photos to add'),
      new File(['notes from Ella'], 'holiday.jpg', { type: 'image/jpeg' }),
    );

    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('The photo was not added.');
    expect(alert.textContent).toContain(NOT_AN_IMAGE);
    expect(thumbnails(section)).toEqual([]);
    // Sending the same file again would be refused the same way: nothing is kept to try again.
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('says what happened when the server gives up on a slow upload, keeps the file, and sends it again on Try Again', async () => {
    const user = userEvent.setup();
    const GAVE_UP =
      'Nothing more of the upload arrived for 15 seconds, so the server stopped waiting for it. Check your connection and try again.';
    const { uploads } = listingServer([], { refuseWith: { status: 408, message: GAVE_UP }, refuseTimes: 1 });
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Choose photos to add'), pngFile('ella.png'));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('The photo was not added.');
    expect(alert.textContent).toContain(GAVE_UP);
    expect(alert.textContent).toContain('The photo is kept here: try again when your connection is better.');
    expect(thumbnails(section)).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(thumbnails(section)).toEqual([photo('p1').small.url]));
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.bytes).toEqual(uploads[0]!.bytes);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('says the upload stopped when a 408 comes without the server’s words, and when no answer comes at all', async () => {
    const user = userEvent.setup();
    listingServer([], { refuseWith: { status: 408, message: null } });
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Choose photos to add'), pngFile('ella.png'));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(
      'The upload stopped before the photo arrived whole. Check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Try Again' })).not.toBeNull();

    server.use(http.post('/api/business/b1/photos', () => HttpResponse.error()));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toContain(
        'Could not upload the photo. Check your connection and try again.',
      ),
    );
    expect(within(within(section).getByRole('alert')).getByRole('button', { name: 'Try Again' })).not.toBeNull();
  });

  it('names each refused file when several are picked, and stops once the listing is full', async () => {
    const user = userEvent.setup();
    const { uploads } = listingServer([], {
      refuseWith: { status: 409, message: 'A listing may have at most 6 photos. Remove one to add another.' },
    });
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Choose photos to add'), [pngFile('one.png'), pngFile('two.png')]);

    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('one.png: A listing may have at most 6 photos. Remove one to add another.');
    expect(uploads).toHaveLength(1);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const user = userEvent.setup();
    const { uploads } = listingServer([]);
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();

    await user.upload(
      within(section).getByLabelText('Choose photos to add'),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
    );

    expect((await within(section).findByRole('alert')).textContent).toContain(
      'This photo is too large: a photo may be at most 5 MB.',
    );
    expect(uploads).toEqual([]);
  });

  it('says when the listing has six photos, and offers no more uploads', async () => {
    listingServer(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map(photo));
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();
    await within(section).findByText('This listing has the most photos it may have (6). Remove one to add another.');
    expect(within(section).getByText('6 of 6')).not.toBeNull();
    expect(within(section).queryByRole('button', { name: /Add Photos/ })).toBeNull();
    expect(within(section).queryByLabelText('Choose photos to add')).toBeNull();
  });

  it('removes a photo after asking, and makes another the cover', async () => {
    const user = userEvent.setup();
    const { deletes, reorders } = listingServer(['p1', 'p2', 'p3'].map(photo));
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();
    await within(section).findByRole('img', { name: 'Ella View, photo 3' });

    await user.click(within(section).getByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this photo?' });
    expect(dialog.textContent).toContain('Photo 1 will be removed from Ella View. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Photo' }));
    await screen.findByText('Photo removed');
    expect(deletes).toEqual([{ businessId: 'b1', photoId: 'p1' }]);
    await waitFor(() => expect(thumbnails(section)).toEqual([photo('p2').small.url, photo('p3').small.url]));

    await user.click(within(section).getByRole('button', { name: 'Make photo 2 the cover' }));
    await screen.findByText('Cover photo changed');
    expect(reorders).toEqual([{ businessId: 'b1', photoIds: ['p3', 'p2'] }]);
    await waitFor(() => expect(thumbnails(section)).toEqual([photo('p3').small.url, photo('p2').small.url]));
  });

  it('shows the server’s message when a removal is refused', async () => {
    const user = userEvent.setup();
    listingServer([photo('p1')]);
    server.use(
      api.mutation('DeleteBusinessPhoto', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Only the account that registered this business can edit it.',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        }),
      ),
    );
    renderApp('/business/b1/edit', signedIn);
    const section = await photosSection();
    await user.click(await within(section).findByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Photo' }));
    await screen.findByText('Only the account that registered this business can edit it.');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(thumbnails(section)).toEqual([photo('p1').small.url]));
  });

  it('sends the management code, not a token, for a holder signed out', async () => {
    const user = userEvent.setup();
    const { uploads, deletes } = listingServer([photo('p1')], { ownedByViewer: false });
    renderApp('/business/b1/edit');
    await enter(user, await screen.findByLabelText(/^Management Code/), 'the-code-0123');
    await user.click(screen.getByRole('button', { name: 'Edit with Code' }));
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Choose photos to add'), pngFile());
    await screen.findByText('Photo added');
    expect(uploads[0]).toMatchObject({ authorization: null, code: 'the-code-0123' });

    await user.click(within(section).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Photo' }));
    await screen.findByText('Photo removed');
    expect(deletes).toEqual([{ businessId: 'b1', photoId: 'p1', managementCode: 'the-code-0123' }]);
  });
});

describe('/business: the cover photo on a listing’s card', () => {
  it('shows the first photo’s small size, lazily, named after the listing; a listing without photos shows none', async () => {
    server.use(
      api.query('BusinessesRouteQuery', () =>
        HttpResponse.json({
          data: {
            businesses: {
              __typename: 'BusinessConnection',
              edges: [
                {
                  __typename: 'BusinessEdge',
                  cursor: 'c1',
                  distanceKm: null,
                  node: listing([photo('p1'), photo('p2')], false),
                },
                {
                  __typename: 'BusinessEdge',
                  cursor: 'c2',
                  distanceKm: null,
                  node: { ...listing([], false), id: 'b2', name: 'Kandy Spice', email: 'spice@kandy.lk' },
                },
              ],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        }),
      ),
    );
    renderApp('/business');
    const card = await screen.findByRole('article', { name: 'Ella View' });
    const image = within(card).getByRole('img', { name: 'Photo of Ella View' });
    expect(image.getAttribute('src')).toBe(photo('p1').small.url);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(card).getAllByRole('img')).toHaveLength(1);
    expect(within(await screen.findByRole('article', { name: 'Kandy Spice' })).queryAllByRole('img')).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  BusinessesRouteQueryQuery,
  BusinessesRouteQueryQueryVariables,
  DeleteBusinessMutationVariables,
  RegisterBusinessMutation,
  RegisterBusinessMutationVariables,
} from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { fillRequiredFields, listing } from './business.test-helpers';
import { enter } from '../../test/enter';

function page(
  nodes: ReturnType<typeof listing>[],
  pageInfo: { hasNextPage?: boolean; endCursor?: string | null } = {},
) {
  return {
    businesses: {
      __typename: 'BusinessConnection' as const,
      edges: nodes.map((node) => ({
        __typename: 'BusinessEdge' as const,
        cursor: `cursor-${node.id}`,
        distanceKm: null,
        node,
      })),
      pageInfo: {
        __typename: 'PageInfo' as const,
        hasNextPage: pageInfo.hasNextPage ?? false,
        endCursor: pageInfo.endCursor ?? null,
      },
    },
  };
}

/** The directory as a tiny in-memory server: queries read it, registrations add to its top. */
function directory(initial: ReturnType<typeof listing>[] = []) {
  const listings = [...initial];
  const queries: BusinessesRouteQueryQueryVariables[] = [];
  server.use(
    api.query<BusinessesRouteQueryQuery, BusinessesRouteQueryQueryVariables>(
      'BusinessesRouteQuery',
      ({ variables }) => {
        queries.push(variables);
        const matching = listings.filter(
          (business) =>
            (!variables.category || business.category === variables.category) &&
            (!variables.query || business.name.toLowerCase().includes(variables.query.toLowerCase())),
        );
        return HttpResponse.json({ data: page(matching) });
      },
    ),
  );
  return { listings, queries };
}

describe('/business: the list', () => {
  it('shows each listing with its details, and HTML typed by a registrant as plain text', async () => {
    directory([
      listing({
        id: 'b1',
        name: '<b>x</b>',
        category: 'TOUR_GUIDE',
        description: '<img src=x onerror=alert(1)> Day trips to Sigiriya',
        website: 'https://guide.example.lk',
      }),
      listing({ id: 'b2', name: 'Sneaky Shop', category: 'SHOP', website: 'javascript:alert(1)' }),
    ]);
    renderApp('/business');

    const first = await screen.findByRole('article', { name: '<b>x</b>' });
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('img')).toBeNull();
    expect(within(first).queryByText('<img src=x onerror=alert(1)> Day trips to Sigiriya')).not.toBeNull();
    expect(within(first).queryByText('Tour Guide')).not.toBeNull();
    expect(within(first).queryByText('12 Temple Road, Kandy')).not.toBeNull();
    expect(within(first).getByRole('link', { name: 'b1@example.lk' }).getAttribute('href')).toBe(
      'mailto:b1@example.lk',
    );
    expect(within(first).getByRole('link', { name: '+94 81 222 3344' }).getAttribute('href')).toBe('tel:+94812223344');
    const website = within(first).getByRole('link', { name: /guide\.example\.lk/ });
    expect(website.getAttribute('href')).toBe('https://guide.example.lk');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer nofollow');

    const second = screen.getByRole('article', { name: 'Sneaky Shop' });
    expect(within(second).queryByText('javascript:alert(1)')).not.toBeNull();
    expect(within(second).queryByRole('link', { name: /javascript/ })).toBeNull();
  });

  it('shows a listing’s price range, languages and opening hours, closed days included', async () => {
    const user = userEvent.setup();
    const { queries } = directory([
      listing({
        id: 'surf',
        name: 'Arugam Surf School',
        category: 'SURF_SCHOOL',
        priceRange: 'MODERATE',
        languages: ['ENGLISH', 'SINHALA'],
        openingHours: [
          { __typename: 'OpeningHours', day: 'MONDAY', opens: '06:00', closes: '18:00' },
          { __typename: 'OpeningHours', day: 'FRIDAY', opens: '18:00', closes: '02:00' },
        ] as never,
      }),
    ]);
    renderApp('/business');
    const card = await screen.findByRole('article', { name: 'Arugam Surf School' });
    expect(within(card).queryByText('Surf School')).not.toBeNull();
    expect(within(card).queryByText('Price range: $$ (Moderate)')).not.toBeNull();
    expect(within(card).queryByText('Speaks English, Sinhala')).not.toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Opening hours (open 2 days a week)' }));
    expect(within(card).getAllByText('Closed')).toHaveLength(5);
    expect(within(card).queryByText('18:00–02:00')).not.toBeNull();

    await user.selectOptions(screen.getByLabelText('Filter by category'), 'Surf School');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'SURF_SCHOOL' }));
  });

  it('opens a long description on request', async () => {
    const user = userEvent.setup();
    directory([listing({ id: 'long', name: 'Storyteller Tours', description: 'A tale of the island. '.repeat(20) })]);
    renderApp('/business');
    const card = await screen.findByRole('article', { name: 'Storyteller Tours' });
    const toggle = within(card).getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when nobody has registered yet', async () => {
    directory([]);
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    expect(screen.queryByText('Be the first to register your business!')).not.toBeNull();
  });

  it('shows the empty list when the directory cannot be loaded', async () => {
    server.use(
      api.query('BusinessesRouteQuery', () =>
        HttpResponse.json({
          errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      ),
    );
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    expect(screen.queryByText('Be the first to register your business!')).not.toBeNull();
  });

  it('sends the category filter and the search as variables and shows what matches', async () => {
    const user = userEvent.setup();
    const { queries } = directory([
      listing({ id: 'h1', name: 'Tea Hills Hotel', category: 'HOTEL' }),
      listing({ id: 'h2', name: 'Fort Hotel', category: 'HOTEL' }),
      listing({ id: 'r1', name: 'Tea Room', category: 'RESTAURANT' }),
    ]);
    renderApp('/business');
    await screen.findByRole('article', { name: 'Tea Room' });

    await user.selectOptions(screen.getByLabelText('Filter by category'), 'Hotel');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tea Room' })).toBeNull());
    expect(screen.queryByRole('article', { name: 'Fort Hotel' })).not.toBeNull();
    expect(queries.at(-1)).toMatchObject({ category: 'HOTEL' });

    await user.type(screen.getByLabelText('Search businesses'), 'tea');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fort Hotel' })).toBeNull());
    expect(screen.queryByRole('article', { name: 'Tea Hills Hotel' })).not.toBeNull();
    expect(queries.at(-1)).toMatchObject({ category: 'HOTEL', query: 'tea' });
    // Typing is debounced: one request for the word, not one per letter.
    expect(queries.filter((variables) => variables.query && variables.query !== 'tea')).toEqual([]);

    await user.clear(screen.getByLabelText('Search businesses'));
    await enter(user, screen.getByLabelText('Search businesses'), 'nothing like it');
    await screen.findByText('No businesses match your search.');
    expect(screen.queryByText('No businesses registered yet.')).toBeNull();
  });

  it('loads the next page after the last card and keeps the first', async () => {
    const user = userEvent.setup();
    const afters: (string | null | undefined)[] = [];
    server.use(
      api.query<BusinessesRouteQueryQuery, BusinessesRouteQueryQueryVariables>(
        'BusinessesRouteQuery',
        ({ variables }) => {
          afters.push(variables.after);
          return HttpResponse.json({
            data: variables.after
              ? page([listing({ id: 'p2', name: 'Second Page Inn' })])
              : page([listing({ id: 'p1', name: 'First Page Cafe' })], { hasNextPage: true, endCursor: 'cursor-p1' }),
          });
        },
      ),
    );
    renderApp('/business');
    await screen.findByRole('article', { name: 'First Page Cafe' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Second Page Inn' });
    expect(screen.queryByRole('article', { name: 'First Page Cafe' })).not.toBeNull();
    expect(afters).toEqual([undefined, 'cursor-p1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('/business: registering', () => {
  it('shows Registering... while pending, then the server message, clears the form and reloads the list', async () => {
    const user = userEvent.setup();
    const { listings } = directory([listing({ id: 'old', name: 'Old Listing' })]);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent: RegisterBusinessMutationVariables[] = [];
    server.use(
      api.mutation<RegisterBusinessMutation, RegisterBusinessMutationVariables>(
        'RegisterBusiness',
        async ({ variables }) => {
          sent.push(variables);
          await answered;
          const created = listing({ id: 'new', name: variables.input.name, email: variables.input.email });
          listings.unshift(created);
          return HttpResponse.json({
            data: {
              registerBusiness: {
                __typename: 'RegisterBusinessPayload',
                message: 'Business registered!',
                managementCode: null,
                locationNotice: null,
                business: created,
              } as RegisterBusinessMutation['registerBusiness'],
            },
          });
        },
      ),
    );
    renderApp('/business');
    await screen.findByRole('article', { name: 'Old Listing' });

    await fillRequiredFields(user);
    await enter(user, screen.getByLabelText('Description'), 'Fresh seafood by the bay.');
    expect(screen.queryByText('25/2000 characters')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register Business' }));

    const pending = await screen.findByRole('button', { name: 'Registering...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release();

    await screen.findByText('Business registered!');
    await screen.findByRole('article', { name: 'Lagoon Kitchen' });
    expect((screen.getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Register Business' })).not.toBeNull();
    expect(sent).toEqual([
      {
        input: {
          name: 'Lagoon Kitchen',
          address: '5 Beach Road, Mirissa',
          email: 'hello@lagoon.lk',
          telephone: '+94 77 123 4567',
          category: 'RESTAURANT',
          description: 'Fresh seafood by the bay.',
        },
      },
    ]);
  });

  it('says "Business registered!" when the server gives no message', async () => {
    const user = userEvent.setup();
    directory([]);
    server.use(
      api.mutation('RegisterBusiness', () =>
        HttpResponse.json({
          data: {
            registerBusiness: {
              __typename: 'RegisterBusinessPayload',
              message: '',
              business: listing({ id: 'n', name: 'N' }),
            },
          },
        }),
      ),
    );
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await screen.findByText('Business registered!');
  });

  it('shows the server’s reason in the alert and under the field it names, and focuses that field', async () => {
    const user = userEvent.setup();
    directory([]);
    const message = 'A business with this email is already registered.';
    server.use(
      api.mutation('RegisterBusiness', () =>
        HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'CONFLICT', field: 'email' } }] }),
      ),
    );
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');

    await fillRequiredFields(user, 'taken@lagoon.lk');
    await user.click(screen.getByRole('button', { name: 'Register Business' }));

    await screen.findByText(`Failed to register. ${message}`);
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toContain(message);
    expect(document.activeElement).toBe(email);
    // Nothing typed is lost.
    expect(email.value).toBe('taken@lagoon.lk');
    expect((screen.getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Lagoon Kitchen');

    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('says only "Failed to register." when the failure carries no message of the server', async () => {
    const user = userEvent.setup();
    directory([]);
    server.use(api.mutation('RegisterBusiness', () => HttpResponse.error()));
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    await screen.findByText('Failed to register.');
  });

  it('asks for the required fields and a valid email before sending anything', async () => {
    const user = userEvent.setup();
    directory([]);
    // No mutation handler: a request would fail this test.
    renderApp('/business');
    await screen.findByText('No businesses registered yet.');

    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    for (const text of [
      'Business Name is required.',
      'Address is required.',
      'Email is required.',
      'Telephone is required.',
      'Category is required.',
    ]) {
      expect(screen.queryByText(text)).not.toBeNull();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^Business Name/));
    expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBeNull();

    await fillRequiredFields(user, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register Business' }));
    expect(screen.queryByText('Email must be a valid email address.')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
  });
});

describe('/business: deleting your own listing', () => {
  it('offers Delete only on the viewer’s own listings, asks first, then deletes and reloads the list', async () => {
    const user = userEvent.setup();
    const { listings } = directory([
      listing({ id: 'mine', name: 'My Guest House', ownedByViewer: true }),
      listing({ id: 'theirs', name: 'Their Cafe' }),
    ]);
    const deleted: { id: string; authorization: string | null }[] = [];
    server.use(
      api.mutation<Record<string, unknown>, DeleteBusinessMutationVariables>(
        'DeleteBusiness',
        ({ variables, request }) => {
          deleted.push({ id: variables.id, authorization: request.headers.get('authorization') });
          listings.splice(
            listings.findIndex((business) => business.id === variables.id),
            1,
          );
          return HttpResponse.json({
            data: { deleteBusiness: { __typename: 'DeleteBusinessPayload', id: variables.id } },
          });
        },
      ),
    );
    renderApp('/business', { session: { token: 'owner-token' } });

    const mine = await screen.findByRole('article', { name: 'My Guest House' });
    expect(
      within(screen.getByRole('article', { name: 'Their Cafe' })).queryByRole('button', { name: /Delete/ }),
    ).toBeNull();

    // Cancel sends nothing.
    await user.click(within(mine).getByRole('button', { name: 'Delete My Guest House' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this business?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(deleted).toEqual([]);

    await user.click(within(mine).getByRole('button', { name: 'Delete My Guest House' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this business?' });
    expect(
      within(dialog).queryByText('My Guest House will be removed from the directory. This cannot be undone.'),
    ).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Business' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'My Guest House' })).toBeNull());
    expect(screen.queryByRole('article', { name: 'Their Cafe' })).not.toBeNull();
    expect(deleted).toEqual([{ id: 'mine', authorization: 'Bearer owner-token' }]);
    await screen.findByText('My Guest House was removed from the directory.');
  });

  it('says so when the listing could not be deleted, and keeps it', async () => {
    const user = userEvent.setup();
    directory([listing({ id: 'mine', name: 'My Guest House', ownedByViewer: true })]);
    server.use(
      api.mutation('DeleteBusiness', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Only the owner may delete this listing.', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    renderApp('/business', { session: { token: 'owner-token' } });
    await user.click(await screen.findByRole('button', { name: 'Delete My Guest House' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this business?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Business' }));
    await screen.findByText('Could not delete the business. Please try again.');
    // The dialog stays open to try again; the page behind it is hidden from assistive technology meanwhile.
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(screen.queryByRole('article', { name: 'My Guest House', hidden: true })).not.toBeNull();
  });
});

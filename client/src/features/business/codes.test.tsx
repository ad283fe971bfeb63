import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ClaimBusinessMutationVariables,
  DeleteBusinessMutationVariables,
  UpdateBusinessMutationVariables,
} from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { fillRequiredFields, listingPageAnswers } from './business.test-helpers';
import { enter } from '../../test/enter';

const CODE = 'Zm9yIHRoZSBob2xkZXIgb2YgdGhpcyBsaXN0aW5nIG9ubHk';
const WRONG = 'This management code does not match the business. Check it and try again.';

const emptyDirectory = () =>
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
  );

const listing = (ownedByViewer: boolean) => ({
  __typename: 'Business',
  id: 'b9',
  name: 'Hikkaduwa Dive Centre',
  address: 'Galle Road, Hikkaduwa',
  email: 'dive@hikka.lk',
  telephone: '091 227 7000',
  website: null,
  description: null,
  category: 'DIVE_CENTRE',
  priceRange: null,
  location: null,
  district: null,
  languages: [],
  openingHours: [],
  closedOnPoyaDays: false,
  photos: [],
  ownedByViewer,
});

describe('management codes in the client', () => {
  it('shows a signed-out registrant their code once, on the new listing’s page, with the way to manage the listing', async () => {
    const user = userEvent.setup();
    server.use(
      emptyDirectory(),
      listingPageAnswers(listing(false)),
      api.mutation('RegisterBusiness', () =>
        HttpResponse.json({
          data: {
            registerBusiness: {
              __typename: 'RegisterBusinessPayload',
              message: 'Business registered!',
              managementCode: CODE,
              business: { __typename: 'Business', id: 'b9', name: 'Lagoon Kitchen' },
            },
          },
        }),
      ),
    );
    const { router } = renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Register Business' }));

    await screen.findByText('Keep your management code');
    expect(router.state.location.pathname).toBe('/business/b9');
    await screen.findByRole('heading', { level: 1, name: 'Hikkaduwa Dive Centre' });
    expect((screen.getByLabelText('Your management code') as HTMLInputElement).value).toBe(CODE);
    expect(screen.getByRole('link', { name: 'Manage this business' }).getAttribute('href')).toBe('/business/b9/edit');
  });

  it('lets a signed-in holder claim the listing with its code, after which the form opens', async () => {
    const user = userEvent.setup();
    let owned = false;
    const claims: ClaimBusinessMutationVariables[] = [];
    server.use(
      api.query('BusinessEditRouteQuery', () => HttpResponse.json({ data: { business: listing(owned) } })),
      api.mutation<Record<string, unknown>, ClaimBusinessMutationVariables>('ClaimBusiness', ({ variables }) => {
        claims.push(variables);
        if (variables.managementCode !== CODE) {
          return HttpResponse.json({
            errors: [{ message: WRONG, extensions: { code: 'FORBIDDEN', field: 'managementCode' } }],
          });
        }
        owned = true;
        return HttpResponse.json({
          data: {
            claimBusiness: {
              __typename: 'ClaimBusinessPayload',
              message: 'Business claimed! It is now in your account.',
              business: listing(true),
            },
          },
        });
      }),
    );
    renderApp('/business/b9/edit', { session: { token: 'holder-token', user: { name: 'Sunil' } } });
    await screen.findByText('Only the account that registered this business can edit it.');

    await enter(user, screen.getByLabelText('Management Code'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Claim into My Account' }));
    await screen.findByText(WRONG);

    await user.clear(screen.getByLabelText('Management Code'));
    await enter(user, screen.getByLabelText('Management Code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Claim into My Account' }));
    await screen.findByRole('form', { name: 'Edit Your Business' });
    expect(claims.map((claim) => claim.managementCode)).toEqual(['guess', CODE]);
  });

  it('lets a signed-out holder edit with the code, which goes with the save', async () => {
    const user = userEvent.setup();
    const updates: UpdateBusinessMutationVariables[] = [];
    server.use(
      api.query('BusinessEditRouteQuery', () => HttpResponse.json({ data: { business: listing(false) } })),
      api.mutation<Record<string, unknown>, UpdateBusinessMutationVariables>('UpdateBusiness', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({
          data: {
            updateBusiness: {
              __typename: 'UpdateBusinessPayload',
              message: 'Business updated!',
              business: listing(false),
            },
          },
        });
      }),
    );
    renderApp('/business/b9/edit');
    await screen.findByText('Only the account that registered this business can edit it.');
    expect(screen.queryByRole('button', { name: 'Claim into My Account' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit with Code' }));
    await screen.findByText('Management code is required.');
    await enter(user, screen.getByLabelText('Management Code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Edit with Code' }));
    const form = await screen.findByRole('form', { name: 'Edit Your Business' });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Business updated!');
    await waitFor(() => expect(updates[0]).toMatchObject({ id: 'b9', managementCode: CODE }));
  });

  it('lets a signed-out holder delete the listing with the code, after asking, and goes back to the directory', async () => {
    const user = userEvent.setup();
    const deletes: DeleteBusinessMutationVariables[] = [];
    server.use(
      emptyDirectory(),
      api.query('BusinessEditRouteQuery', () => HttpResponse.json({ data: { business: listing(false) } })),
      api.mutation<Record<string, unknown>, DeleteBusinessMutationVariables>('DeleteBusiness', ({ variables }) => {
        deletes.push(variables);
        if (deletes.length === 1)
          return HttpResponse.json({
            errors: [{ message: WRONG, extensions: { code: 'FORBIDDEN', field: 'managementCode' } }],
          });
        return HttpResponse.json({
          data: { deleteBusiness: { __typename: 'DeleteBusinessPayload', id: variables.id } },
        });
      }),
    );
    renderApp('/business/b9/edit');
    await screen.findByText('Only the account that registered this business can edit it.');
    // No way to delete before the code is given.
    expect(screen.queryByRole('button', { name: 'Delete Hikkaduwa Dive Centre' })).toBeNull();
    await enter(user, screen.getByLabelText('Management Code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Edit with Code' }));

    // A refusal keeps the listing and says so; nothing was deleted.
    await user.click(await screen.findByRole('button', { name: 'Delete Hikkaduwa Dive Centre' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Business' }));
    await screen.findByText('Could not delete the business. Please try again.');
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Hikkaduwa Dive Centre will be removed from the directory.',
    );

    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Business' }));
    await screen.findByText('Hikkaduwa Dive Centre was removed from the directory.');
    await screen.findByText('No businesses registered yet.');
    expect(deletes).toEqual([
      { id: 'b9', managementCode: CODE },
      { id: 'b9', managementCode: CODE },
    ]);
  });
});

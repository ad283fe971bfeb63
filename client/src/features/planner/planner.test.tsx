import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FindRouteQuery, FindRouteQueryVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { attractions, pageLoad, plannerConfig, route, signedIn } from './planner-test-support';
import { enter } from '../../test/enter';

vi.mock('./map/JourneyMap', () => import('./planner-test-support').then((m) => ({ default: m.FakeMap })));

describe('planner steps 1 and 2', () => {
  it('finds a route and lists 8 attractions, moving the progress to 66%', async () => {
    plannerConfig();
    const seen: FindRouteQueryVariables[] = [];
    server.use(
      api.query<FindRouteQuery, FindRouteQueryVariables>('FindRoute', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { route } as unknown as FindRouteQuery });
      }),
      api.query('AttractionsAlongRoute', () => HttpResponse.json({ data: { attractionsAlongRoute: attractions } })),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    const find = await screen.findByRole('button', { name: 'Find Route' }, pageLoad);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect((find as HTMLButtonElement).disabled).toBe(true);
    await enter(user, screen.getByLabelText(/^From/), 'Kandy');
    await enter(user, screen.getByLabelText(/^To/), 'Ella');
    await waitFor(() => expect((find as HTMLButtonElement).disabled).toBe(false));
    await user.click(find);

    const list = await screen.findByTestId('attractions', {}, pageLoad);
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    expect(screen.getByTestId('route-summary').textContent).toContain(
      'Kandy to Ella: 134 km, about 4 h 37 min via A1, A5, A23',
    );
    expect(screen.getByTestId('fake-map').textContent).toContain('line of 3 points, 8 markers');
    expect(seen[0]!.input).toEqual({ from: { text: 'Kandy' }, to: { text: 'Ella' } });
  });

  it('names the place the server could not find, as typed', async () => {
    plannerConfig();
    server.use(
      api.query('FindRoute', () =>
        HttpResponse.json({
          errors: [
            new GraphQLError('Could not find location: Atlantis', {
              extensions: { code: 'NOT_FOUND', field: 'to' },
            }).toJSON(),
          ],
        }),
      ),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/^From/, {}, pageLoad), 'Kandy');
    await user.type(screen.getByLabelText(/^To/), ' Atlantis ');
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not find location: Atlantis');
    // The traveller stays at step 1: there is no route to go on with.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('asks "did you mean" for a place not found, stays at step 1, and puts the suggestion in with one click', async () => {
    plannerConfig();
    const seen: FindRouteQueryVariables[] = [];
    server.use(
      api.query<FindRouteQuery, FindRouteQueryVariables>('FindRoute', ({ variables }) => {
        seen.push(variables);
        if (variables.input.to.text !== 'Kandy Lake') {
          return HttpResponse.json({
            errors: [
              new GraphQLError('Could not find location: Kandyyy Lakke', {
                extensions: { code: 'NOT_FOUND', field: 'to', suggestions: ['Kandy Lake', 'Kandy'] },
              }).toJSON(),
            ],
          });
        }
        return HttpResponse.json({ data: { route } as unknown as FindRouteQuery });
      }),
      api.query('AttractionsAlongRoute', () => HttpResponse.json({ data: { attractionsAlongRoute: attractions } })),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/^From/, {}, pageLoad), 'Colombo');
    await enter(user, screen.getByLabelText(/^To/), 'Kandyyy Lakke');
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not find Kandyyy Lakke. Did you mean Kandy Lake?');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.queryByTestId('attractions')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Use Kandy Lake' }));
    expect((screen.getByLabelText(/^To/) as HTMLInputElement).value).toBe('Kandy Lake');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    await screen.findByTestId('attractions', {}, pageLoad);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    expect(seen.map((v) => v.input.to.text)).toEqual(['Kandyyy Lakke', 'Kandy Lake']);
  });

  it('suggests places as From is typed, in any script; arrows and Enter, or a click, take one', async () => {
    plannerConfig();
    const asked: string[] = [];
    const suggestion = (name: string, kind: string, district: string) => ({
      __typename: 'Place',
      id: name.toLowerCase().replace(/\W+/g, '-'),
      name,
      label: name,
      kind,
      district,
    });
    server.use(
      api.query<Record<string, unknown>, { query: string }>('PlaceSuggestions', ({ variables }) => {
        asked.push(variables.query);
        const found = variables.query.startsWith('Bandaranaike')
          ? [suggestion('Bandaranaike International Airport', 'airport', 'Gampaha')]
          : variables.query.startsWith('කොළ')
            ? [suggestion('Colombo', 'town', 'Colombo'), suggestion('Kolonnawa', 'town', 'Colombo')]
            : [];
        return HttpResponse.json({ data: { geocodeSuggestions: found } });
      }),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    const from = await screen.findByRole<HTMLInputElement>('combobox', { name: /^From/ }, pageLoad);
    expect(from.getAttribute('aria-expanded')).toBe('false');
    await enter(user, from, 'Bandaranaike Air');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(from.getAttribute('aria-expanded')).toBe('true');
    expect(from.getAttribute('aria-controls')).toBe(list.id);
    const option = within(list).getByRole('option', { name: /Bandaranaike International Airport/ });
    await user.keyboard('{ArrowDown}');
    expect(from.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(from.value).toBe('Bandaranaike International Airport');
    expect(from.getAttribute('aria-expanded')).toBe('false');
    // Enter took the place; it did not submit the form.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked.every((q) => q.length >= 2)).toBe(true);

    const to = screen.getByRole<HTMLInputElement>('combobox', { name: /^To/ });
    await user.type(to, 'කොළ');
    await user.click(await screen.findByRole('option', { name: /^Colombo/ }));
    expect(to.value).toBe('Colombo');
  });

  it('says when there is no route, and when attractions fail', async () => {
    plannerConfig();
    server.use(
      api.query('FindRoute', () =>
        HttpResponse.json({
          errors: [{ message: 'Could not find route between the locations', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/^From/, {}, pageLoad), 'Jaffna');
    await enter(user, screen.getByLabelText(/^To/), 'Delft');
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not find route between the locations');

    server.use(
      api.query('FindRoute', () => HttpResponse.json({ data: { route } })),
      api.query('AttractionsAlongRoute', () =>
        HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Error finding attractions along the route'),
    );
  });

  it('asks for a route before a plan and checks the bounds once there is one', async () => {
    plannerConfig();
    server.use(
      api.query('FindRoute', () => HttpResponse.json({ data: { route } })),
      api.query('AttractionsAlongRoute', () => HttpResponse.json({ data: { attractionsAlongRoute: attractions } })),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate Plan' }, pageLoad));
    expect(screen.getByRole('alert').textContent).toContain('Please find route and attractions first');

    await enter(user, screen.getByLabelText(/^From/), 'Kandy');
    await enter(user, screen.getByLabelText(/^To/), 'Ella');
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    await screen.findByTestId('attractions');
    await user.clear(screen.getByLabelText(/^Budget/));
    await user.type(screen.getByLabelText(/^Budget/), '500');
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(screen.getByRole('alert').textContent).toContain('Please fill all required fields');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { pageLoad, plannerConfig, signedIn } from '../features/planner/planner-test-support';
import { enter } from '../test/enter';

vi.mock('../features/planner/map/JourneyMap', () =>
  import('../features/planner/planner-test-support').then((m) => ({ default: m.FakeMap })),
);

const sessionUser = {
  __typename: 'User' as const,
  id: 'u-1',
  username: 'ana@example.lk',
  email: 'ana@example.lk',
  name: 'Ana Perera',
  profilePictureUrl: '',
};
const signInAnswers = () =>
  server.use(
    api.mutation('SignIn', () =>
      HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', token: 'new-token', user: sessionUser } } }),
    ),
    api.mutation('SignUp', () =>
      HttpResponse.json({ data: { signUp: { __typename: 'AuthPayload', token: 'fresh', user: sessionUser } } }),
    ),
  );

async function signIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Username', {}, pageLoad), 'ana');
  await enter(user, screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('the traveller’s intent is kept on the way to the planner', () => {
  it('a guide’s Plan Your Trip and Start Planning open the planner going to that place, not the dashboard', async () => {
    plannerConfig();
    renderApp('/destinations/kandy', signedIn);
    const plan = await screen.findByRole('link', { name: 'Plan Your Trip' });
    expect(plan.getAttribute('href')).toBe('/planner?to=Kandy');
    const ready = await screen.findByRole('region', { name: 'Ready to explore Kandy?' });
    expect(within(ready).getByRole('link', { name: 'Start Planning' }).getAttribute('href')).toBe('/planner?to=Kandy');
    await userEvent.setup().click(plan);
    await screen.findByRole('button', { name: 'Find Route' }, pageLoad);
    expect(field(/^To/).value).toBe('Kandy');
    expect(field(/^From/).value).toBe('');
  });

  it('signed out, a guide’s Plan Your Trip goes through sign-in and comes back to the planner with the place', async () => {
    plannerConfig();
    signInAnswers();
    const user = userEvent.setup();
    const { router } = renderApp('/destinations/ella');
    await user.click(await screen.findByRole('link', { name: 'Plan Your Trip' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' }, pageLoad);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth/signin?next=%2Fplanner%3Fto%3DElla',
    );
    await signIn(user);
    await screen.findByRole('button', { name: 'Find Route' }, pageLoad);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/planner?to=Ella');
    expect(field(/^To/).value).toBe('Ella');
  });

  it('sign-up, reached from that sign-in, returns there too', async () => {
    plannerConfig();
    signInAnswers();
    const user = userEvent.setup();
    const { router } = renderApp('/auth/signin?next=%2Fplanner%3Fto%3DMirissa');
    await user.click(await screen.findByRole('link', { name: 'Sign Up' }, pageLoad));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, pageLoad);
    expect(router.state.location.search).toBe('?next=%2Fplanner%3Fto%3DMirissa');
    await enter(user, screen.getByLabelText('Full Name'), 'Ana Perera');
    await enter(user, screen.getByLabelText('Email'), 'ana@example.lk');
    await enter(user, screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('button', { name: 'Find Route' }, pageLoad);
    expect(field(/^To/).value).toBe('Mirissa');
  });

  it('never sends the traveller to another site after signing in', async () => {
    plannerConfig();
    signInAnswers();
    const user = userEvent.setup();
    const { router } = renderApp('/auth/signin?next=https%3A%2F%2Fevil.example%2Fphish');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the home page’s Start Planning goes through sign-in to the planner', async () => {
    renderApp('/');
    const start = await screen.findByRole('link', { name: 'Start Planning for Free' });
    expect(start.getAttribute('href')).toBe('/auth/signin?next=%2Fplanner');
  });

  it('“Describe your trip” fills the planner’s fields it can read, and keeps the words as Notes', async () => {
    plannerConfig();
    const words = '10 days from Negombo to Galle via Kandy and Ella for 3 people, budget LKR 400,000';
    // Where the home page's form sends it (home.test.tsx): the planner's address with the words.
    renderApp(`/planner?trip=${encodeURIComponent(words)}`, signedIn);
    await screen.findByRole('button', { name: 'Find Route' }, pageLoad);
    expect(field(/^From/).value).toBe('Negombo');
    expect(field(/^To/).value).toBe('Galle');
    expect(field(/^Days/).value).toBe('10');
    expect(field(/^Travelers/).value).toBe('3');
    expect(field(/^Budget/).value).toBe('400000');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Notes/).value).toBe(words);
    expect(
      screen.getAllByRole('combobox', { name: /^Stop \d/ }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Kandy', 'Ella']);
  });
});

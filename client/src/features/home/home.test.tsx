import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the home page', () => {
  it('has the anchored sections in order and signed-out calls to action', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' });
    // The sections below the hero mount one per task after it.
    await screen.findByRole('heading', { name: 'Ready to Explore the Pearl of the Indian Ocean?' });
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['how-it-works', 'features', 'destinations', 'testimonials']);
    expect(screen.getByRole('link', { name: 'Start Planning for Free' }).getAttribute('href')).toBe(
      '/auth/signin?next=%2Fplanner',
    );
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/#how-it-works');
    expect(screen.queryByRole('heading', { name: 'Ready to Explore the Pearl of the Indian Ocean?' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Start Your Sri Lankan Adventure' }).getAttribute('href')).toBe(
      '/auth/signin?next=%2Fplanner',
    );
    for (const slug of ['sigiriya', 'weligama', 'ella', 'mirissa', 'colombo', 'kandy', 'yala', 'polonnaruwa']) {
      expect(document.querySelector(`a[href="/destinations/${slug}"]`)).not.toBeNull();
    }
  });

  it('renders every section at once when a link points into the page', async () => {
    renderApp('/#testimonials');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'What Travellers Say' })).not.toBeNull();
  });

  it('points the calls to action at the planner when signed in', async () => {
    renderApp('/', { session: { token: 't-1' } });
    await screen.findByRole('heading', { name: 'Continue Your Journey' });
    const planLinks = screen.getAllByRole('link', { name: 'Plan Your Trip' });
    expect(planLinks.map((link) => link.getAttribute('href'))).toEqual(['/planner', '/planner']);
    expect(screen.queryByRole('link', { name: 'Start Planning for Free' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in above the trip-query form, with the example placeholder', async () => {
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Describe your trip' });
    expect(within(form).queryByText('Sign in to start planning your perfect trip!')).not.toBeNull();
    const field = within(form).getByRole('textbox', { name: 'Describe your trip' });
    expect(field.getAttribute('placeholder')).toBe('a 7-day family trip to Kandy and Ella with beaches');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('asks a signed-in person about duration and interests, and hands the text to the planner in its address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { session: { token: 't-1' } });
    const form = await screen.findByRole('form', { name: 'Describe your trip' });
    expect(within(form).queryByText('Tell us about your ideal trip duration and interests')).not.toBeNull();
    await user.type(within(form).getByRole('textbox'), '5 days of temples and tea');
    await user.click(within(form).getByRole('button', { name: 'Plan My Trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(new URLSearchParams(router.state.location.search).get('trip')).toBe('5 days of temples and tea');
  });

  it('submits an empty query too: the form has no required rule', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { session: { token: 't-1' } });
    await user.click(await screen.findByRole('button', { name: 'Plan My Trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(router.state.location.search).toBe('');
  });

  it('shows eight destination cards with a cover, a summary and Learn More, and three rated testimonials', async () => {
    renderApp('/');
    const list = within(await screen.findByRole('region', { name: 'Popular Destinations' })).getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    const ella = cards[2]!;
    expect(within(ella).queryByRole('heading', { name: 'Ella' })).not.toBeNull();
    expect(within(ella).getByRole('img').getAttribute('alt')).toMatch(/Nine Arch Bridge/);
    expect(within(ella).getByRole('link', { name: 'Learn More about Ella' }).getAttribute('href')).toBe(
      '/destinations/ella',
    );

    const testimonials = await screen.findByRole('region', { name: 'What Travellers Say' });
    const figures = within(testimonials).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    expect(within(figures[0]!).queryByRole('img', { name: 'Rated 5 out of 5' })).not.toBeNull();
    expect(within(figures[0]!).queryByRole('img', { name: 'Portrait illustration of Amelia' })).not.toBeNull();
    expect(within(figures[2]!).queryByRole('img', { name: 'Rated 4 out of 5' })).not.toBeNull();
  });

  it('gives every image on the page alternative text', async () => {
    renderApp('/');
    await screen.findByRole('region', { name: 'What Travellers Say' });
    const images = [...document.querySelectorAll('main img')];
    expect(images.length).toBeGreaterThan(8);
    for (const image of images) expect(image.hasAttribute('alt')).toBe(true);
    expect(images.filter((image) => image.getAttribute('alt') === '')).toHaveLength(1); // the next slide, waiting unseen
  });
});

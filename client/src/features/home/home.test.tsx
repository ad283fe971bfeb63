import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the home page', () => {
  it('has the anchored sections in order and signed-out calls to action', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' })).toBeTruthy();
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['how-it-works', 'features', 'destinations', 'testimonials']);
    expect(screen.getByRole('link', { name: 'Start Planning for Free' }).getAttribute('href')).toBe('/auth/signin');
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/#how-it-works');
    expect(screen.getByRole('heading', { name: 'Ready to Explore the Pearl of the Indian Ocean?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Sri Lankan Adventure' }).getAttribute('href')).toBe('/auth/signin');
    for (const slug of ['sigiriya', 'weligama', 'ella', 'mirissa', 'colombo', 'kandy', 'yala', 'polonnaruwa']) {
      expect(document.querySelector(`a[href="/destinations/${slug}"]`)).not.toBeNull();
    }
  });

  it('points the calls to action at the planner when signed in', async () => {
    renderApp('/', { session: { token: 't-1' } });
    expect(await screen.findByRole('heading', { name: 'Continue Your Journey' })).toBeTruthy();
    const planLinks = screen.getAllByRole('link', { name: 'Plan Your Trip' });
    expect(planLinks.map((link) => link.getAttribute('href'))).toEqual(['/planner', '/planner']);
    expect(screen.queryByRole('link', { name: 'Start Planning for Free' })).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast';
import { renderApp } from '../../test/render-app';

/**
 * jsdom lays out a fixed 1024 px window, where the phone menu button is hidden by its media query; these tests reach
 * it anyway (`hidden: true`) to check what the side menu offers. The browser screenshots check the breakpoint.
 */
async function openPhoneMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open menu', hidden: true }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the header', () => {
  it('offers Sign In and Sign Up to a signed-out visitor, and the site links', async () => {
    renderApp('/help');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/signin');
    expect(within(header).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth/signup');
    expect(within(header).queryByRole('button', { name: 'Account' })).toBeNull();

    const nav = within(header).getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Features', '/#features'],
      ['How it Works', '/#how-it-works'],
      ['Destinations', '/#destinations'],
      ['Business', '/business'],
    ]);
  });

  it('gives a signed-in person an Account menu with Profile and Sign Out, and Sign Out ends the session', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/help', { session: { token: 't-1', user: { name: 'Ana' } } });
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Account' }));
    expect((await screen.findByRole('menuitem', { name: 'Profile' })).getAttribute('href')).toBe('/account');
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    await within(header).findByRole('link', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });

  it('takes the brand link home without adding a history entry', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/help');
    await user.click(await screen.findByRole('link', { name: 'TripMate home' }));
    await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a side menu with the account links for a signed-in person on a phone', async () => {
    const user = userEvent.setup();
    renderApp('/help', { session: { token: 't-1' } });
    const menu = await openPhoneMenu(user);
    for (const [name, href] of [
      ['Create Trip', '/create-trip'],
      ['Dashboard', '/dashboard'],
      ['Premium', '/features'],
      ['Account', '/account'],
    ]) {
      expect(within(menu).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(menu).queryByRole('button', { name: 'Sign Out' })).not.toBeNull();

    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  });

  it('puts the site links and Sign In and Sign Up in the side menu for a signed-out visitor', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    const menu = await openPhoneMenu(user);
    for (const name of ['Features', 'How it Works', 'Destinations', 'Business', 'Sign In', 'Sign Up']) {
      expect(within(menu).queryByRole('link', { name })).not.toBeNull();
    }
  });
});

describe('the footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the copyright with the year of today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    renderApp('/help');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByText('© 2031 TripMate. All rights reserved.')).not.toBeNull();
  });

  it('shows Quick Links and labelled social icons that are not links when signed out', async () => {
    renderApp('/help');
    const footer = await screen.findByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'How It Works', 'Sign Up', 'Sign In']);
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'YouTube']) {
      expect(within(footer).queryByRole('img', { name })).not.toBeNull();
      expect(within(footer).queryByRole('link', { name })).toBeNull();
    }
  });

  it('shows the signed-in Quick Links and a Support column with a mail link', async () => {
    renderApp('/help', { session: { token: 't-1' } });
    const footer = await screen.findByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Premium Features', 'Account Settings', 'Destinations']);
    const support = within(footer).getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help');
    expect(within(support).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      'mailto:support@tripmate.lk',
    );
    expect(within(support).getByRole('link', { name: 'Give Feedback' }).getAttribute('href')).toBe('/feedback');
  });
});

describe('the chat button', () => {
  it('opens and closes the Sri Lanka Travel Bot panel', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    const button = await screen.findByRole('button', { name: 'Open the Sri Lanka Travel Bot' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Sri Lanka Travel Bot' });
    await within(panel).findByText(/Ayubowan! I’m your Sri Lanka travel assistant/);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sri Lanka Travel Bot' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('is on the auth pages too', async () => {
    renderApp('/auth/signin');
    await screen.findByRole('button', { name: 'Open the Sri Lanka Travel Bot' });
  });
});

describe('landmarks', () => {
  it('has a skip link to the main content', async () => {
    renderApp('/help');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    const target = document.querySelector(skip.getAttribute('href') ?? '');
    expect(target?.tagName).toBe('MAIN');
  });
});

describe('toasts', () => {
  it('shows one toast at a time, the newest', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    act(() => {
      toast({ title: 'First news', type: 'success' });
      toast({ title: 'Second news' });
    });
    await screen.findByText('Second news');
    expect(screen.queryByText('First news')).toBeNull();
  });
});

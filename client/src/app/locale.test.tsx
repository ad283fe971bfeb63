import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignUpMutationVariables, UpdatePreferencesMutationVariables } from '../gql/graphql';
import { api, noSocialSignIn, server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { browserLocaleOf, DEVICE_LOCALE_KEY, resolveLocale } from './locale';
import { enter } from '../test/enter';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

const header = () => screen.findByRole('banner');

// jsdom lays out 1,024 px, where a Sinhala or Tamil header offers its menu button and hides its links (they would not
// fit; the languages journey checks the widths in Chromium): the hidden links are still the ones the header renders.

/** A language's first use loads its catalogue (a dynamic import): on a busy machine that takes more than a second. */
const LOADED = { timeout: 5000 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('choosing the language', () => {
  it('switches the header to Sinhala and to Tamil, sets <html lang> and keeps the choice on the device', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    const banner = within(await header());
    expect(banner.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(banner.getByRole('combobox', { name: 'Language' }), 'සිංහල');
    expect(await banner.findByRole('link', { name: 'පුරනය වන්න', hidden: true }, LOADED)).toBeTruthy();
    expect(banner.getAllByRole('navigation', { hidden: true }).map((nav) => nav.getAttribute('aria-label'))).toContain(
      'ප්‍රධාන',
    );
    expect(banner.getByRole('link', { name: 'ව්‍යාපාර', hidden: true }).getAttribute('href')).toBe('/business');
    expect(document.documentElement.lang).toBe('si');
    expect(within(screen.getByRole('contentinfo')).getByText('ඉක්මන් සබැඳි')).toBeTruthy();

    await user.selectOptions(banner.getByRole('combobox', { name: 'භාෂාව' }), 'தமிழ்');
    expect(await banner.findByRole('link', { name: 'உள்நுழைக', hidden: true }, LOADED)).toBeTruthy();
    expect(banner.getByRole('link', { name: 'பதிவுசெய்க', hidden: true })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ta');
    expect(window.localStorage.getItem(DEVICE_LOCALE_KEY)).toBe('ta');

    await user.selectOptions(banner.getByRole('combobox', { name: 'மொழி' }), 'English');
    expect(await banner.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the browser’s languages when nothing was chosen', async () => {
    browserLanguages(['fr-FR', 'ta-LK', 'en']);
    renderApp('/help');
    await within(await header()).findByRole('link', { name: 'உள்நுழைக', hidden: true }, LOADED);
    expect(document.documentElement.lang).toBe('ta');
  });

  it('prefers the device’s choice to the browser’s languages', async () => {
    browserLanguages(['ta-LK']);
    window.localStorage.setItem(DEVICE_LOCALE_KEY, 'si');
    renderApp('/help');
    await within(await header()).findByRole('link', { name: 'පුරනය වන්න', hidden: true }, LOADED);
    expect(document.documentElement.lang).toBe('si');
  });

  it('prefers a signed-in person’s saved Language setting to the device’s choice and the browser’s languages', async () => {
    browserLanguages(['ta-LK', 'en']);
    window.localStorage.setItem(DEVICE_LOCALE_KEY, 'en');
    const user = {
      name: 'Ana',
      preferences: { currency: 'USD', language: 'SINHALA', emailNotifications: true, pushNotifications: false },
    };
    renderApp('/help', { session: { token: 't-1', user } });
    await within(await header()).findByRole('button', { name: 'ගිණුම', hidden: true }, LOADED);
    await waitFor(() => expect(document.documentElement.lang).toBe('si'), LOADED);
  });

  it('saves a signed-in person’s choice in the header as their Language setting, keeping their other preferences', async () => {
    const saved: UpdatePreferencesMutationVariables[] = [];
    let authorization: string | null = null;
    server.use(
      api.mutation<never, UpdatePreferencesMutationVariables>('UpdatePreferences', ({ variables, request }) => {
        saved.push(variables);
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          data: {
            updatePreferences: {
              __typename: 'User',
              id: 'u-1',
              preferences: { __typename: 'Preferences', ...variables.input },
            },
          },
        });
      }),
    );
    const person = {
      id: 'u-1',
      name: 'Ana',
      preferences: { currency: 'EUR', language: 'ENGLISH', emailNotifications: false, pushNotifications: true },
    };
    const ui = userEvent.setup();
    renderApp('/help', { session: { token: 't-1', user: person } });
    await ui.selectOptions(within(await header()).getByRole('combobox', { name: 'Language' }), 'தமிழ்');

    await within(await header()).findByRole('button', { name: 'கணக்கு', hidden: true }, LOADED);
    await waitFor(() =>
      expect(saved).toEqual([
        { input: { currency: 'EUR', language: 'TAMIL', emailNotifications: false, pushNotifications: true } },
      ]),
    );
    expect(authorization).toBe('Bearer t-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      preferences: { language: 'TAMIL' },
    });
  });

  it('changes nothing when the server does not save a signed-in choice, and says so', async () => {
    server.use(
      api.mutation('UpdatePreferences', () =>
        HttpResponse.json({
          errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      ),
    );
    const person = {
      id: 'u-1',
      name: 'Ana',
      preferences: { currency: 'EUR', language: 'ENGLISH', emailNotifications: false, pushNotifications: true },
    };
    const ui = userEvent.setup();
    renderApp('/help', { session: { token: 't-1', user: person } });
    await ui.selectOptions(within(await header()).getByRole('combobox', { name: 'Language' }), 'සිංහල');

    await screen.findByText('Could not save your language. Please try again.', {}, LOADED);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      preferences: { language: 'ENGLISH' },
    });
    expect(window.localStorage.getItem(DEVICE_LOCALE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect((within(await header()).getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('en');
  });
});

describe('choosing the language offline, signed in', () => {
  it('switches at once and saves the choice when the network is back', async () => {
    const saved: UpdatePreferencesMutationVariables[] = [];
    server.use(
      api.mutation<never, UpdatePreferencesMutationVariables>('UpdatePreferences', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({
          data: {
            updatePreferences: {
              __typename: 'User',
              id: 'u-1',
              preferences: { __typename: 'Preferences', ...variables.input },
            },
          },
        });
      }),
    );
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const person = {
      id: 'u-1',
      name: 'Ana',
      preferences: { currency: 'EUR', language: 'ENGLISH', emailNotifications: false, pushNotifications: true },
    };
    const ui = userEvent.setup();
    renderApp('/help', { session: { token: 't-1', user: person } });
    await ui.selectOptions(within(await header()).getByRole('combobox', { name: 'Language' }), 'සිංහල');
    await waitFor(() => expect(document.documentElement.lang).toBe('si'), LOADED);
    expect(saved).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(saved).toEqual([
        { input: { currency: 'EUR', language: 'SINHALA', emailNotifications: false, pushNotifications: true } },
      ]),
    );
  });
});

describe('the language the server is asked to speak', () => {
  /** The Accept-Language of each SignInOptions request (the sign-in page asks which providers exist). */
  function signInOptionsLanguages(): (string | null)[] {
    const seen: (string | null)[] = [];
    server.use(
      api.query('SignInOptions', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ data: noSocialSignIn });
      }),
    );
    return seen;
  }

  it('sends the language chosen on the device with every call, whatever the browser prefers', async () => {
    browserLanguages(['si-LK']);
    window.localStorage.setItem(DEVICE_LOCALE_KEY, 'ta');
    const seen = signInOptionsLanguages();
    renderApp('/auth/signin');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0), LOADED);
    expect(new Set(seen)).toEqual(new Set(['ta']));
  });

  it('asks for English when English is shown, rather than leave the browser’s languages to decide', async () => {
    browserLanguages(['fr-FR']);
    const seen = signInOptionsLanguages();
    renderApp('/auth/signin');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(new Set(seen)).toEqual(new Set(['en']));
  });

  it('follows a language chosen in the header to the next call', async () => {
    const seen = signInOptionsLanguages();
    const user = userEvent.setup();
    const { router } = renderApp('/help');
    await user.selectOptions(within(await header()).getByRole('combobox', { name: 'Language' }), 'සිංහල');
    await waitFor(() => expect(document.documentElement.lang).toBe('si'), LOADED);
    await act(() => router.navigate('/auth/signin'));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0), LOADED);
    expect(new Set(seen)).toEqual(new Set(['si']));
  });
});

describe('resolving the language', () => {
  it('takes the saved setting, then the device, then the browser, then English', () => {
    expect(resolveLocale('si', 'ta', ['en'])).toBe('si');
    expect(resolveLocale(null, 'ta', ['si'])).toBe('ta');
    expect(resolveLocale(null, null, ['de-DE', 'si-LK'])).toBe('si');
    expect(resolveLocale(null, null, ['de-DE'])).toBe('en');
    expect(browserLocaleOf(['TA'])).toBe('ta');
  });

  it('keeps a language chosen before signing up: the new account is made with it, and the page stays in it', async () => {
    const sent: SignUpMutationVariables[] = [];
    server.use(
      api.mutation<Record<string, unknown>, SignUpMutationVariables>('SignUp', ({ variables }) => {
        sent.push(variables);
        const { name, email, language } = variables.input;
        const user = {
          __typename: 'User',
          id: 'u-9',
          username: email,
          email,
          name,
          profilePictureUrl: '',
          preferences: {
            __typename: 'Preferences',
            currency: 'USD',
            language: language ?? 'ENGLISH',
            emailNotifications: true,
            pushNotifications: false,
          },
        };
        return HttpResponse.json({ data: { signUp: { __typename: 'AuthPayload', token: 'fresh', user } } });
      }),
    );
    const ui = userEvent.setup();
    // Chosen in the header on another page (the sign-up page has no header), then off to sign up.
    const { router } = renderApp('/help');
    await ui.selectOptions(within(await header()).getByRole('combobox', { name: 'Language' }), 'සිංහල');
    await waitFor(() => expect(document.documentElement.lang).toBe('si'), LOADED);
    await act(() => router.navigate('/auth/signup'));
    await enter(ui, await screen.findByLabelText('සම්පූර්ණ නම', {}, LOADED), 'Nimali Perera');
    await enter(ui, screen.getByLabelText('ඊමේල්'), 'nimali@example.lk');
    await enter(ui, screen.getByLabelText('මුරපදය'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'ගිණුම සාදන්න' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({ email: 'nimali@example.lk', language: 'SINHALA' });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
        preferences: { language: 'SINHALA' },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The account's setting (SINHALA) now wins over the device's, and they agree: the page did not flip to English.
    await screen.findByText('TripMate වෙත සාදරයෙන් පිළිගනිමු!', {}, LOADED);
    expect(document.documentElement.lang).toBe('si');
  });
});

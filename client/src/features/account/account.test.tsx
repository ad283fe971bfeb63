import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AccountPage_UserFragment,
  ChangePasswordMutationVariables,
  UpdatePreferencesMutationVariables,
  UpdateProfileMutationVariables,
} from '../../gql/graphql';
import { accountUser } from '../../test/fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { leavePageFor } from '../../lib/leave-page';
import { enter } from '../../test/enter';

// Connecting a provider leaves the page for the server's redirect; jsdom cannot navigate, so the call is recorded.
vi.mock('../../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const allSignInOptions = [
  { __typename: 'SignInOption', provider: 'GOOGLE', enabled: true },
  { __typename: 'SignInOption', provider: 'GITHUB', enabled: true },
];

type Request = { operation: string; variables: unknown; authorization: string | null };

/** The account as a tiny server: `me` reads it, the mutations change it; every request is recorded. */
function account(initial: Partial<AccountPage_UserFragment> = {}, signInOptions = allSignInOptions) {
  let me = accountUser(initial);
  const requests: Request[] = [];
  const record = (operation: string, variables: unknown, request: globalThis.Request) =>
    requests.push({ operation, variables, authorization: request.headers.get('authorization') });
  server.use(
    api.query('AccountRouteQuery', ({ request }) => {
      record('AccountRouteQuery', {}, request);
      return HttpResponse.json({ data: { me, signInOptions } });
    }),
    api.mutation<never, UpdateProfileMutationVariables>('UpdateProfile', ({ variables, request }) => {
      record('UpdateProfile', variables, request);
      me = { ...me, ...variables.input, profilePictureUrl: variables.input.profilePictureUrl ?? '' };
      return HttpResponse.json({ data: { updateProfile: me } });
    }),
    api.mutation<never, UpdatePreferencesMutationVariables>('UpdatePreferences', ({ variables, request }) => {
      record('UpdatePreferences', variables, request);
      me = { ...me, preferences: { ...me.preferences, ...variables.input } };
      return HttpResponse.json({
        data: { updatePreferences: { __typename: 'User', id: me.id, preferences: me.preferences } },
      });
    }),
    api.mutation<never, ChangePasswordMutationVariables>('ChangePassword', ({ variables, request }) => {
      record('ChangePassword', variables, request);
      return HttpResponse.json({
        data: {
          changePassword: {
            __typename: 'ChangePasswordPayload',
            message: 'Your password has been updated successfully.',
            token: 'token-2',
          },
        },
      });
    }),
  );
  return { requests };
}

const signedIn = { session: { token: 'token-1', user: { id: 'u-1', name: 'Ana Perera' } } };

async function toastWith(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  await waitFor(() => expect(within(region).queryByText(title)).not.toBeNull());
  expect(within(region).queryByText(description)).not.toBeNull();
}

function input(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/account: Profile Information', () => {
  it('shows the profile with the fields disabled until Edit Profile, and Cancel puts back what is saved', async () => {
    const user = userEvent.setup();
    const { requests } = account();
    renderApp('/account', signedIn);
    await waitFor(() => expect(input('Full Name').value).toBe('Ana Perera'));
    expect(input('Email').value).toBe('ana@example.lk');
    expect(input('Full Name').disabled).toBe(true);
    expect(input('Email').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(input('Full Name').disabled).toBe(false);
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(input('Full Name').value).toBe('Ana Perera');
    expect(input('Full Name').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeNull();
    expect(requests.map((request) => request.operation)).toEqual(['AccountRouteQuery']);
  });

  it('saves, returns to view mode, says Profile Updated and shows the new name in the header', async () => {
    const user = userEvent.setup();
    const { requests } = account();
    renderApp('/account', signedIn);
    await waitFor(() => expect(input('Full Name').value).toBe('Ana Perera'));

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'Ana Silva');
    await user.clear(input('Email'));
    await user.type(input('Email'), 'ana.silva@example.lk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await toastWith('Profile Updated', 'Your profile was successfully updated.');
    expect(input('Full Name').disabled).toBe(true);
    expect(input('Full Name').value).toBe('Ana Silva');
    expect(requests.find((request) => request.operation === 'UpdateProfile')?.variables).toEqual({
      input: { name: 'Ana Silva', email: 'ana.silva@example.lk', profilePictureUrl: '' },
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Ana Silva',
      email: 'ana.silva@example.lk',
    });
    expect(window.localStorage.getItem('token')).toBe('token-1');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByText('Ana Silva', { selector: 'span' });
  });

  it('keeps the edits and says why when the server refuses them', async () => {
    const user = userEvent.setup();
    account();
    server.use(
      api.mutation('UpdateProfile', () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'An account with this email already exists.', extensions: { code: 'CONFLICT', field: 'email' } },
          ],
        }),
      ),
    );
    renderApp('/account', signedIn);
    await waitFor(() => expect(input('Email').value).toBe('ana@example.lk'));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(input('Email'));
    await user.type(input('Email'), 'taken@example.lk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await toastWith('Error', 'Could not update profile. Please try again. An account with this email already exists.');
    expect(input('Email').value).toBe('taken@example.lk');
    expect(input('Email').disabled).toBe(false);
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says only the spec’s message when the save fails without a reason', async () => {
    const user = userEvent.setup();
    account();
    server.use(api.mutation('UpdateProfile', () => HttpResponse.error()));
    renderApp('/account', signedIn);
    await waitFor(() => expect(input('Full Name').value).toBe('Ana Perera'));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastWith('Error', 'Could not update profile. Please try again.');
  });
});

describe('/account: Change Password', () => {
  it('sends the three fields, says Success!, clears them and keeps the new token for the next requests', async () => {
    const user = userEvent.setup();
    const { requests } = account();
    renderApp('/account', signedIn);
    await enter(user, await screen.findByLabelText('Current Password'), 'secret1');
    await user.type(input('New Password'), 'secret2');
    await user.type(input('Confirm New Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await toastWith('Success!', 'Your password has been updated successfully.');
    expect(requests.find((request) => request.operation === 'ChangePassword')).toEqual({
      operation: 'ChangePassword',
      variables: { input: { currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' } },
      authorization: 'Bearer token-1',
    });
    expect(window.localStorage.getItem('token')).toBe('token-2');
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ana Perera' });
    expect(input('Current Password').value).toBe('');
    expect(input('New Password').value).toBe('');

    // Still signed in, with the new token.
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(requests.at(-1)?.operation).toBe('UpdatePreferences'));
    expect(requests.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it.each([
    {
      case: 'the server’s message',
      answer: () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Current password is incorrect.',
              extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
            },
          ],
        }),
      text: 'Current password is incorrect.',
    },
    { case: 'the fallback', answer: () => HttpResponse.error(), text: 'Failed to update password. Please try again.' },
  ])('shows $case when the change fails, and keeps the token', async ({ answer, text }) => {
    const user = userEvent.setup();
    account();
    server.use(api.mutation('ChangePassword', answer));
    renderApp('/account', signedIn);
    await enter(user, await screen.findByLabelText('Current Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await toastWith('Error', text);
    expect(window.localStorage.getItem('token')).toBe('token-1');
  });

  it('explains that an account made with Google or GitHub has no password to change', async () => {
    account({ hasPassword: false });
    renderApp('/account', signedIn);
    await screen.findByText('This account signs in with Google or GitHub and has no password to change.');
    expect(screen.queryByLabelText('Current Password')).toBeNull();
  });
});

describe('/account: the side panel', () => {
  it('shows initials until a photo is set, and Change Photo saves a web address', async () => {
    const user = userEvent.setup();
    const { requests } = account();
    renderApp('/account', signedIn);
    await screen.findByText('AP');

    await user.click(screen.getByRole('button', { name: 'Change Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Photo' });
    await user.type(within(dialog).getByLabelText('Photo address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Photo' }));
    expect(within(dialog).queryByText('Enter a web address that starts with http:// or https://.')).not.toBeNull();
    expect(requests.some((request) => request.operation === 'UpdateProfile')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Photo address'));
    await user.type(within(dialog).getByLabelText('Photo address'), 'https://photos.example.lk/ana.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save Photo' }));
    await toastWith('Profile Updated', 'Your profile was successfully updated.');
    expect(requests.find((request) => request.operation === 'UpdateProfile')?.variables).toEqual({
      input: { name: 'Ana Perera', email: 'ana@example.lk', profilePictureUrl: 'https://photos.example.lk/ana.jpg' },
    });
    // Closed (jsdom never ends the exit animation that would unmount it).
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
  });

  it('saves each preference to the account with all four values', async () => {
    const user = userEvent.setup();
    const { requests } = account();
    renderApp('/account', signedIn);
    const currency = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    expect(currency.value).toBe('USD');
    expect([...currency.options].map((option) => option.textContent)).toEqual(['USD', 'EUR', 'GBP']);
    // The interface's languages, each in its own script.
    expect(
      [...(within(screen.getByRole('main')).getByLabelText('Language') as HTMLSelectElement).options].map(
        (option) => option.textContent,
      ),
    ).toEqual(['English', 'සිංහල', 'தமிழ்']);

    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await toastWith('Preferences Saved', 'Your preferences were saved to your account.');
    await user.click(screen.getByRole('checkbox', { name: 'Push notifications' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.operation === 'UpdatePreferences')).toHaveLength(2),
    );
    expect(
      requests.filter((request) => request.operation === 'UpdatePreferences').map((request) => request.variables),
    ).toEqual([
      { input: { currency: 'EUR', language: 'ENGLISH', emailNotifications: true, pushNotifications: false } },
      { input: { currency: 'EUR', language: 'ENGLISH', emailNotifications: true, pushNotifications: true } },
    ]);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
  });

  it('switches the interface to the language saved in the Language setting', async () => {
    const user = userEvent.setup();
    const { requests } = account();
    renderApp('/account', signedIn);
    await user.selectOptions(await within(await screen.findByRole('main')).findByLabelText('Language'), 'தமிழ்');

    // The page, the header and <html lang> follow the saved setting.
    await within(screen.getByRole('main')).findByLabelText('மொழி', {}, { timeout: 5000 });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'வணிகங்கள்', hidden: true })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ta');
    expect(
      requests.filter((request) => request.operation === 'UpdatePreferences').map((request) => request.variables),
    ).toEqual([{ input: { currency: 'USD', language: 'TAMIL', emailNotifications: true, pushNotifications: false } }]);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      preferences: { language: 'TAMIL' },
    });
  });

  it('offers Spanish or French only to an account that saved one, and keeps it English', async () => {
    account({
      preferences: {
        __typename: 'Preferences',
        currency: 'USD',
        language: 'FRENCH',
        emailNotifications: true,
        pushNotifications: false,
      } as AccountPage_UserFragment['preferences'],
    });
    renderApp('/account', signedIn);
    const language = (await within(await screen.findByRole('main')).findByLabelText('Language')) as HTMLSelectElement;
    await waitFor(() => expect(language.value).toBe('FRENCH'));
    expect([...language.options].map((option) => option.textContent)).toEqual(['English', 'සිංහල', 'தமிழ்', 'French']);
    expect(document.documentElement.lang).toBe('en');
  });

  it('downloads the account’s data as JSON', async () => {
    const user = userEvent.setup();
    account();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/account', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Download My Data' }));

    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]?.type).toBe('application/json');
    const data = JSON.parse(await blobs[0]!.text());
    expect(data).toMatchObject({ name: 'Ana Perera', email: 'ana@example.lk', preferences: { currency: 'USD' } });
    expect(JSON.stringify(data)).not.toContain('__typename');
  });

  it('offers Delete Account disabled, saying to contact support', async () => {
    account();
    renderApp('/account', signedIn);
    const button = (await screen.findByRole('button', { name: 'Delete Account' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Contact support to delete your account.',
    );
  });

  it('signs out everywhere: the server revokes every token and this browser signs out', async () => {
    const user = userEvent.setup();
    account();
    let calls = 0;
    server.use(
      api.mutation('SignOutEverywhere', () => {
        calls += 1;
        return HttpResponse.json({
          data: {
            signOutEverywhere: {
              __typename: 'SignOutEverywherePayload',
              message: 'You have been signed out on every device.',
            },
          },
        });
      }),
    );
    const { router } = renderApp('/account', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    await toastWith('Signed Out', 'You have been signed out on every device.');
    expect(calls).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });
});

describe('/account: the session', () => {
  it('signs out and goes to sign-in when the server says the session is over', async () => {
    server.use(
      api.query('AccountRouteQuery', () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } },
          ],
        }),
      ),
    );
    const { router } = renderApp('/account', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('/account: signing out from the side menu', () => {
  it('goes home, not to sign-in, and clears the session', async () => {
    const user = userEvent.setup();
    account();
    const { router } = renderApp('/account', signedIn);
    await waitFor(() => expect(input('Full Name').value).toBe('Ana Perera'));
    // The phone menu (jsdom lays out 1024 px, where it is hidden; the journeys check the breakpoint).
    await user.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('/account: Connected Accounts', () => {
  it('connects Google: asks the server, with the session token, where to go, and goes there', async () => {
    const user = userEvent.setup();
    const { requests } = account({ connectedProviders: ['GITHUB'] });
    server.use(
      api.mutation('StartProviderConnection', ({ variables, request }) => {
        requests.push({
          operation: 'StartProviderConnection',
          variables,
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({
          data: {
            startProviderConnection: {
              __typename: 'ProviderConnectionStart',
              url: '/oauth2/authorization/google?ticket=t-1',
            },
          },
        });
      }),
    );
    renderApp('/account', signedIn);
    const card = within(await screen.findByRole('region', { name: 'Connected Accounts' }));
    expect(card.queryByText('Connected')).not.toBeNull();
    expect(card.queryByRole('button', { name: 'Connect GitHub' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('/oauth2/authorization/google?ticket=t-1'));
    expect(requests.at(-1)).toEqual({
      operation: 'StartProviderConnection',
      variables: { provider: 'GOOGLE' },
      authorization: 'Bearer token-1',
    });
  });

  it('says when a provider is not configured, with its button disabled', async () => {
    account({}, [
      { __typename: 'SignInOption', provider: 'GOOGLE', enabled: true },
      { __typename: 'SignInOption', provider: 'GITHUB', enabled: false },
    ]);
    renderApp('/account', signedIn);
    const card = within(await screen.findByRole('region', { name: 'Connected Accounts' }));
    expect((card.getByRole('button', { name: 'Connect GitHub' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.queryByText('GitHub sign-in is not configured on this server.')).not.toBeNull();
  });

  it('confirms the connection on return with the code and the session token, once, then cleans the address', async () => {
    const { requests } = account();
    server.use(
      api.mutation('ConnectProvider', ({ variables, request }) => {
        requests.push({ operation: 'ConnectProvider', variables, authorization: request.headers.get('authorization') });
        return HttpResponse.json({
          data: { connectProvider: { __typename: 'User', id: 'u-1', connectedProviders: ['GOOGLE'] } },
        });
      }),
    );
    const { router } = renderApp('/account?connect=google&code=c-1', signedIn);
    await toastWith('Connected', 'Google is connected. You can now sign in with Google.');
    const card = within(await screen.findByRole('region', { name: 'Connected Accounts' }));
    await waitFor(() => expect(card.queryByText('Connected')).not.toBeNull());
    expect(router.state.location.search).toBe('');
    expect(requests.filter((r) => r.operation === 'ConnectProvider')).toEqual([
      { operation: 'ConnectProvider', variables: { code: 'c-1' }, authorization: 'Bearer token-1' },
    ]);
  });

  it("shows the server's reason when the connection is refused, and the reason of a failed round trip", async () => {
    account();
    server.use(
      api.mutation('ConnectProvider', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'That account is already connected to another TripMate account.',
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      ),
    );
    renderApp('/account?connect=github&code=c-2', signedIn);
    await toastWith('Error', 'That account is already connected to another TripMate account.');
  });

  it('says a cancelled connection was cancelled', async () => {
    account();
    const { router } = renderApp('/account?connect=google&error=denied', signedIn);
    await toastWith('Error', 'Connecting Google was cancelled.');
    expect(router.state.location.search).toBe('');
  });
});

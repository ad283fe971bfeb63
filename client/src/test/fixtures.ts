import type { AccountPage_UserFragment } from '../gql/graphql';

/** The signed-in account as `me` and the account mutations answer it. */
export function accountUser(fields: Partial<AccountPage_UserFragment> = {}): AccountPage_UserFragment {
  return {
    __typename: 'User',
    id: 'u-1',
    username: 'ana@example.lk',
    email: 'ana@example.lk',
    name: 'Ana Perera',
    profilePictureUrl: '',
    hasPassword: true,
    createdAt: '2026-01-15T08:00:00.000Z',
    preferences: { __typename: 'Preferences', currency: 'USD', language: 'ENGLISH', emailNotifications: true, pushNotifications: false },
    ...fields,
  } as AccountPage_UserFragment;
}

import type { AccountPage_UserFragment } from '../../gql/graphql';

/** The part of the app's session the account page uses; the app passes it in. */
export type AccountSession = {
  readonly token: string | null;
  readonly user: Readonly<Record<string, unknown>> | null;
  login(token: string, user?: Record<string, unknown> | null): void;
  /** Ends the session here and leaves the page. */
  signOut(): Promise<void>;
};

/** What the session keeps about the person (the fields sign-in stores), so the header shows what was saved. */
export function sessionUserOf(user: AccountPage_UserFragment): Record<string, unknown> {
  // The preferences too: the app's language follows the saved Language setting.
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    profilePictureUrl: user.profilePictureUrl,
    preferences: { ...user.preferences },
  };
}

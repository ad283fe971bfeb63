import type { SessionUser_UserFragment } from '../../gql/graphql';

/** Starts the session; the app passes it in, since features do not reach into the app's session store. */
export type SignedIn = (token: string, user: SessionUser_UserFragment | null) => void;

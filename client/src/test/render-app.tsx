import { render } from '@testing-library/react';
import { App } from '../app/App';
import { createApp } from '../app/create-app';
import { SESSION_KEYS, type SessionUser } from '../app/session';

type RenderAppOptions = {
  /** Start signed in, as a returning visitor whose browser kept the session. */
  session?: { token: string; user?: SessionUser };
};

/** Renders the whole app (providers, layouts, route table) at `path`, as a person opening that URL. */
export function renderApp(path: string, { session }: RenderAppOptions = {}) {
  if (session) {
    window.localStorage.setItem(SESSION_KEYS.flag, 'true');
    window.localStorage.setItem(SESSION_KEYS.token, session.token);
    if (session.user) window.localStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  }
  const app = createApp({ initialPath: path });
  const view = render(<App {...app} />);
  return { ...view, ...app };
}

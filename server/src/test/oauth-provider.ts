import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import type { ProviderEndpoints } from '../modules/accounts/oauth.module.js';
import { AuthProvider } from '../modules/accounts/provider-identity.entity.js';
import type { GraphQLResult, TestServer } from './test-server.js';
import { unique } from './test-server.js';

/** Who is signed in at the provider: Google's userinfo and GitHub's /user and /user/emails answer with this person. */
export type Person = { sub: string; email?: string; emailVerified?: boolean; name?: string; login?: string };

export const providerCredentials = {
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GITHUB_CLIENT_ID: 'github-client',
  GITHUB_CLIENT_SECRET: 'github-secret',
};

export function newPerson(): Person {
  const tag = unique('p');
  return {
    sub: String(Date.now() + Math.floor(Math.random() * 1e6)),
    email: `${tag}@gmail.com`,
    emailVerified: true,
    name: 'Nimal Silva',
    login: `nimal-${tag}`,
  };
}

/**
 * A real OAuth 2 server (oauth2-mock-server) standing in for both Google and GitHub. `person` is who the next
 * round trip signs in as.
 */
export async function startMockProviders(): Promise<{
  server: OAuth2Server;
  endpoints: Record<AuthProvider, ProviderEndpoints>;
  setPerson(person: Person): void;
}> {
  let person: Person = newPerson();
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;

  // Google's userinfo is OpenID's; GitHub's /user and /user/emails have their own shapes.
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: person.sub, email: person.email, email_verified: person.emailVerified, name: person.name };
  });
  server.service.addRoute('GET', '/github/user', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: Number(person.sub), login: person.login, name: person.name, email: null }));
  });
  server.service.addRoute('GET', '/github/user/emails', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const emails = person.email
      ? [{ email: person.email, primary: true, verified: person.emailVerified ?? false }]
      : [];
    res.end(
      JSON.stringify([
        { email: `${person.login}@users.noreply.github.com`, primary: false, verified: true },
        ...emails,
      ]),
    );
  });

  const endpoints = {
    [AuthProvider.GOOGLE]: {
      authorizationURL: `${issuer}/authorize`,
      tokenURL: `${issuer}/token`,
      userProfileURL: `${issuer}/userinfo`,
    },
    [AuthProvider.GITHUB]: {
      authorizationURL: `${issuer}/authorize`,
      tokenURL: `${issuer}/token`,
      userProfileURL: `${issuer}/github/user`,
      userEmailURL: `${issuer}/github/user/emails`,
    },
  };
  return { server, endpoints, setPerson: (next) => (person = next) };
}

/** Where a round trip left the browser: the path and the query of the app's last redirect. */
export type Landing = { readonly location: string; readonly path: string; readonly params: URLSearchParams };

/**
 * One browser: keeps the app's cookies (path-scoped, as a browser does) and follows the sign-in redirects by hand
 * up to where the app sends it back to the web client.
 */
export class Browser {
  private readonly jar = new Map<string, { value: string; path: string }>();

  constructor(private readonly app: TestServer) {}

  cookieHeader(path: string): string {
    return [...this.jar]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  async get(path: string): Promise<Response> {
    const response = await this.app.fetch(path, { headers: { cookie: this.cookieHeader(path) }, redirect: 'manual' });
    this.keep(response);
    return response;
  }

  /** Start (the app), the provider's consent, the callback (the app), as a browser follows them. */
  async roundTrip(startPath: string, tamper?: (callback: URL) => void): Promise<Landing> {
    const start = await this.get(startPath);
    expect(start.status).toBe(302);
    const atProvider = new URL(start.headers.get('location')!, this.app.url);
    if (atProvider.origin === this.app.url) return this.landing(start);
    const consent = await fetch(atProvider, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    tamper?.(callback);
    const back = await this.get(callback.pathname + callback.search);
    expect(back.status).toBe(302);
    return this.landing(back);
  }

  /** A GraphQL operation from the web client in this browser: its cookies for /graphql, and the token if given. */
  async graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<GraphQLResult<T>> {
    const response = await this.app.fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: this.cookieHeader('/graphql'),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResult<T>;
  }

  private landing(response: Response): Landing {
    const location = response.headers.get('location')!;
    const url = new URL(location, this.app.url);
    return { location, path: url.pathname, params: url.searchParams };
  }

  private keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expired) this.jar.delete(name!);
      else this.jar.set(name!, { value: value.join('='), path });
    }
  }
}

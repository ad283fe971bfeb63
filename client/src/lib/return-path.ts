/** Where sign-in and sign-up send the traveller back to: `?next=` on their address. */
export const NEXT_PARAM = 'next';

/**
 * A path on this site to go back to after signing in, or null. Only a path of this origin is taken: an address
 * elsewhere (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:`) would make the sign-in page an
 * open redirect, and sign-in pages themselves would go round in a circle.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://tripmate.invalid');
  } catch {
    return null;
  }
  if (
    url.origin !== 'https://tripmate.invalid' ||
    url.pathname.startsWith('/auth/') ||
    url.pathname === '/oauth-success'
  )
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page (or sign-up's, or any page) with the path to come back to, when there is a safe one. */
export function withReturnPath(page: string, next: string | null | undefined): string {
  const path = safeReturnPath(next);
  return path ? `${page}?${NEXT_PARAM}=${encodeURIComponent(path)}` : page;
}

/** A Google or GitHub sign-in leaves the site and comes back to /oauth-success: the path waits here meanwhile. */
const OAUTH_RETURN_KEY = 'tripmate.oauthReturn';

export function rememberOAuthReturn(next: string | null): void {
  try {
    const path = safeReturnPath(next);
    if (path) window.sessionStorage.setItem(OAUTH_RETURN_KEY, path);
    else window.sessionStorage.removeItem(OAUTH_RETURN_KEY);
  } catch {
    // Storage refused (private mode): the sign-in goes to the dashboard, as before.
  }
}

export function takeOAuthReturn(): string | null {
  try {
    const path = safeReturnPath(window.sessionStorage.getItem(OAUTH_RETURN_KEY));
    window.sessionStorage.removeItem(OAUTH_RETURN_KEY);
    return path;
  } catch {
    return null;
  }
}

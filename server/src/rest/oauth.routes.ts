import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type Request, type Response } from 'express';
import type { Profile } from 'passport';
import type { Logger } from 'pino';
import { provisionAccount } from '../modules/auth/account-provisioner.js';
import { scopes, translateProfile, type OAuthModule } from '../modules/auth/oauth.module.js';
import { STATE_COOKIE } from '../modules/auth/oauth-state.js';
import { AuthProvider } from '../modules/users/provider-identity.entity.js';

/** Why a social sign-in came back to /auth/signin; the client turns each into a toast. */
export type OAuthFailure = 'not_configured' | 'denied' | 'state' | 'failed';

const isProvider = (value: string): value is AuthProvider => (Object.values(AuthProvider) as string[]).includes(value);

/**
 * `GET /oauth2/authorization/{provider}` sends the browser to the provider with a state bound to it (a signed cookie);
 * `GET /login/oauth2/code/{provider}` checks that state, lets passport exchange the code for the profile, hands the
 * profile to the account provisioner and ends at `/oauth-success?token=…`.
 */
export function oauthRoutes(
  oauth: OAuthModule,
  deps: {
    readonly emOf: (req: Request) => EntityManager;
    readonly signToken: (userId: string, version: number) => string;
    readonly logger: Logger;
    /** Set when the public URL is https, so the state cookie never travels in the clear. */
    readonly secureCookies: boolean;
  },
): Router {
  const router = Router();
  const cookiePath = '/login/oauth2';
  const backToSignIn = (res: Response, provider: string, reason: OAuthFailure) =>
    res.redirect(302, `/auth/signin?error=${reason}&provider=${encodeURIComponent(provider)}`);

  router.get('/oauth2/authorization/:provider', (req, res, next) => {
    const { provider } = req.params;
    if (!isProvider(provider)) return next();
    if (!oauth.isEnabled(provider)) return backToSignIn(res, provider, 'not_configured');
    const { nonce, cookie, maxAgeSeconds } = oauth.state.issue(provider);
    res.cookie(STATE_COOKIE, cookie, { httpOnly: true, sameSite: 'lax', secure: deps.secureCookies, path: cookiePath, maxAge: maxAgeSeconds * 1000 });
    oauth.passport.authenticate(provider, { session: false, state: nonce, scope: scopes[provider] })(req, res, next);
  });

  router.get('/login/oauth2/code/:provider', (req, res, next) => {
    const { provider } = req.params;
    if (!isProvider(provider)) return next();
    if (!oauth.isEnabled(provider)) return backToSignIn(res, provider, 'not_configured');
    const cookie = cookieValue(req, STATE_COOKIE);
    res.clearCookie(STATE_COOKIE, { path: cookiePath });
    const state = typeof req.query.state === 'string' ? req.query.state : undefined;
    if (!oauth.state.verify(cookie, provider, state)) return backToSignIn(res, provider, 'state');
    if (req.query.error !== undefined) return backToSignIn(res, provider, 'denied');

    oauth.passport.authenticate(provider, { session: false }, (error: unknown, profile: Profile | false) => {
      if (error || !profile) {
        deps.logger.warn({ err: error, provider }, 'social sign-in failed at the provider');
        return backToSignIn(res, provider, 'failed');
      }
      provisionAccount(deps.emOf(req), translateProfile(provider, profile)).then(
        (user) => res.redirect(302, `/oauth-success?token=${encodeURIComponent(deps.signToken(user.id, user.tokenVersion))}`),
        (provisionError: unknown) => {
          deps.logger.error({ err: provisionError, provider }, 'could not provision an account for a social sign-in');
          backToSignIn(res, provider, 'failed');
        },
      );
    })(req, res, next);
  });

  return router;
}

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

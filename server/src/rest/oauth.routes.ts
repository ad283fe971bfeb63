import { Router, type Request, type Response } from 'express';
import type { Profile } from 'passport';
import type { Logger } from 'pino';
import { cookieValue } from '../lib/http/cookies.js';
import type { AuthService } from '../modules/accounts/auth.service.js';
import {
  HANDOFF_COOKIE,
  HANDOFF_COOKIE_PATH,
  HANDOFF_TTL_SECONDS,
  type OAuthGrant,
  type OAuthHandoff,
} from '../modules/accounts/oauth-handoff.js';
import { scopes, translateProfile, type OAuthModule } from '../modules/accounts/oauth.module.js';
import { STATE_COOKIE, type OAuthIntent } from '../modules/accounts/oauth-state.js';
import { AuthProvider } from '../modules/accounts/provider-identity.entity.js';

/** Why a provider round trip came back without success; the client turns each into a toast. */
export type OAuthFailure = 'not_configured' | 'denied' | 'state' | 'failed' | 'account_exists';

const isProvider = (value: string): value is AuthProvider => (Object.values(AuthProvider) as string[]).includes(value);

/**
 * `GET /oauth2/authorization/{provider}` sends the browser to the provider with a state bound to it (a signed cookie
 * that also carries the intent: sign in, or, with a `ticket` from `startProviderConnection`, connect the provider to
 * the account that asked). `GET /login/oauth2/code/{provider}` checks that state and lets passport exchange the code
 * for the profile. A sign-in goes to the account service (`signInWithProvider`) and ends at the client's `/oauth-success?code=…` (a
 * one-time code bound to this browser, see OAuthHandoff) or, with OAUTH_RETURN=token, the spec's
 * `/oauth-success?token=…`. A connection ends at the client's `/account?connect={provider}&code=…`, where the
 * signed-in owner confirms it with their token.
 */
export function oauthRoutes(
  oauth: OAuthModule,
  deps: {
    /** The request's account service, which opens the account a provider sign-in belongs to. */
    readonly authOf: (req: Request) => AuthService;
    readonly handoff: OAuthHandoff;
    /** `code` (the default) or the spec's `token` in the URL. */
    readonly returnWith: 'code' | 'token';
    /** Prefix of every page the browser is sent back to: empty when the client is served by this server. */
    readonly clientBase: string;
    readonly logger: Logger;
    /** Set when the public URL is https, so the cookies never travel in the clear. */
    readonly secureCookies: boolean;
  },
): Router {
  const router = Router();
  const cookiePath = '/login/oauth2';
  const toClient = (res: Response, path: string, query: Record<string, string>) =>
    res.redirect(302, `${deps.clientBase}${path}?${new URLSearchParams(query).toString()}`);
  const fail = (res: Response, provider: string, intent: OAuthIntent['kind'], reason: OAuthFailure) =>
    intent === 'connect'
      ? toClient(res, '/account', { connect: provider, error: reason })
      : toClient(res, '/auth/signin', { error: reason, provider });

  /** A one-time code in the redirect, its binding in a cookie only this browser sends back with the exchange. */
  const handOver = async (res: Response, grant: OAuthGrant, path: string, query: Record<string, string> = {}) => {
    const { code, binding } = await deps.handoff.issue(grant);
    res.cookie(HANDOFF_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      path: HANDOFF_COOKIE_PATH,
      maxAge: HANDOFF_TTL_SECONDS * 1000,
    });
    toClient(res, path, { ...query, code });
  };

  router.get('/oauth2/authorization/:provider', (req, res, next) => {
    const { provider } = req.params;
    if (!isProvider(provider)) return next();
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    const connectingUser = ticket === undefined ? null : oauth.state.readConnectTicket(ticket, provider);
    const intent: OAuthIntent = connectingUser ? { kind: 'connect', userId: connectingUser } : { kind: 'signIn' };
    if (!oauth.isEnabled(provider)) return fail(res, provider, intent.kind, 'not_configured');
    if (ticket !== undefined && !connectingUser) return fail(res, provider, 'connect', 'state');
    const { nonce, cookie, maxAgeSeconds } = oauth.state.issue(provider, intent);
    res.cookie(STATE_COOKIE, cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      path: cookiePath,
      maxAge: maxAgeSeconds * 1000,
    });
    oauth.passport.authenticate(provider, { session: false, state: nonce, scope: scopes[provider] })(req, res, next);
  });

  router.get('/login/oauth2/code/:provider', (req, res, next) => {
    const { provider } = req.params;
    if (!isProvider(provider)) return next();
    if (!oauth.isEnabled(provider)) return fail(res, provider, 'signIn', 'not_configured');
    const cookie = cookieValue(req, STATE_COOKIE);
    res.clearCookie(STATE_COOKIE, { path: cookiePath });
    const state = typeof req.query.state === 'string' ? req.query.state : undefined;
    const intent = oauth.state.verify(cookie, provider, state);
    if (!intent) return fail(res, provider, 'signIn', 'state');
    if (req.query.error !== undefined) return fail(res, provider, intent.kind, 'denied');

    oauth.passport.authenticate(provider, { session: false }, (error: unknown, profile: Profile | false) => {
      if (error || !profile) {
        deps.logger.warn({ err: error, provider }, 'social sign-in failed at the provider');
        return fail(res, provider, intent.kind, 'failed');
      }
      const person = translateProfile(provider, profile);
      const finish = async () => {
        if (intent.kind === 'connect') {
          const grant: OAuthGrant = {
            purpose: 'connect',
            userId: intent.userId,
            provider,
            providerId: person.providerId,
          };
          return handOver(res, grant, '/account', { connect: provider });
        }
        const result = await deps.authOf(req).signInWithProvider(person);
        if ('refused' in result) return fail(res, provider, 'signIn', result.refused);
        if (deps.returnWith === 'token') return toClient(res, '/oauth-success', { token: result.token });
        return handOver(res, { purpose: 'signIn', userId: result.user.id }, '/oauth-success');
      };
      finish().catch((finishError: unknown) => {
        deps.logger.error({ err: finishError, provider }, 'could not finish a social sign-in');
        fail(res, provider, intent.kind, 'failed');
      });
    })(req, res, next);
  });

  return router;
}

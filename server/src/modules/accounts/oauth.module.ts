import { Passport, type Profile } from 'passport';
import { Strategy as GitHubStrategy } from 'passport-github2';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { AuthProvider } from './provider-identity.entity.js';
import type { ProviderProfile } from './account-provisioner.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { OAuthStateSigner } from './oauth-state.js';

export type ProviderCredentials = { readonly clientId: string; readonly clientSecret: string };

/** Where each provider lives; tests point these at a local OAuth 2 server. */
export type ProviderEndpoints = {
  readonly authorizationURL: string;
  readonly tokenURL: string;
  readonly userProfileURL: string;
  readonly userEmailURL?: string;
};

export const defaultEndpoints: Record<AuthProvider, ProviderEndpoints> = {
  [AuthProvider.GOOGLE]: {
    authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: 'https://www.googleapis.com/oauth2/v4/token',
    userProfileURL: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  [AuthProvider.GITHUB]: {
    authorizationURL: 'https://github.com/login/oauth/authorize',
    tokenURL: 'https://github.com/login/oauth/access_token',
    userProfileURL: 'https://api.github.com/user',
    userEmailURL: 'https://api.github.com/user/emails',
  },
};

export const scopes: Record<AuthProvider, string[]> = {
  [AuthProvider.GOOGLE]: ['openid', 'profile', 'email'],
  [AuthProvider.GITHUB]: ['read:user', 'user:email'],
};

export const startPath = (provider: AuthProvider) => `/oauth2/authorization/${provider}`;
export const callbackPath = (provider: AuthProvider) => `/login/oauth2/code/${provider}`;

/**
 * Google and GitHub sign-in: one passport instance per app (no global state, no sessions), strategies that only
 * translate the provider's profile, and the state signer. A provider without credentials is simply not offered.
 */
export class OAuthModule {
  readonly passport = new Passport();
  readonly state: OAuthStateSigner;
  private readonly enabled = new Set<AuthProvider>();

  constructor(options: {
    publicUrl: string;
    stateSecret: string;
    google?: ProviderCredentials;
    github?: ProviderCredentials;
    endpoints?: Partial<Record<AuthProvider, ProviderEndpoints>>;
  }) {
    this.state = new OAuthStateSigner(options.stateSecret);
    const endpointsOf = (provider: AuthProvider) => options.endpoints?.[provider] ?? defaultEndpoints[provider];
    const callbackURL = (provider: AuthProvider) => options.publicUrl + callbackPath(provider);
    const client = (credentials: ProviderCredentials) => ({
      clientID: credentials.clientId,
      clientSecret: credentials.clientSecret,
    });
    const keep = (
      _accessToken: string,
      _refreshToken: string,
      profile: Profile,
      done: (error: null, user: Profile) => void,
    ) => done(null, profile);

    if (options.google) {
      this.passport.use(
        AuthProvider.GOOGLE,
        new GoogleStrategy(
          {
            ...client(options.google),
            ...endpointsOf(AuthProvider.GOOGLE),
            callbackURL: callbackURL(AuthProvider.GOOGLE),
          },
          keep,
        ),
      );
      this.enabled.add(AuthProvider.GOOGLE);
    }
    if (options.github) {
      this.passport.use(
        AuthProvider.GITHUB,
        new GitHubStrategy(
          {
            ...client(options.github),
            ...endpointsOf(AuthProvider.GITHUB),
            callbackURL: callbackURL(AuthProvider.GITHUB),
            scope: scopes[AuthProvider.GITHUB],
            allRawEmails: true,
          },
          keep,
        ),
      );
      this.enabled.add(AuthProvider.GITHUB);
    }
  }

  isEnabled(provider: AuthProvider): boolean {
    return this.enabled.has(provider);
  }

  options(): { provider: AuthProvider; enabled: boolean; startUrl: string }[] {
    return Object.values(AuthProvider).map((provider) => ({
      provider,
      enabled: this.isEnabled(provider),
      startUrl: startPath(provider),
    }));
  }

  /** Where the signed-in owner's browser goes to connect the provider to their account (valid for a minute). */
  connectStartUrl(userId: string, provider: AuthProvider): string {
    if (!this.isEnabled(provider)) throw new AuthError(AuthErrorCode.PROVIDER_NOT_CONFIGURED);
    return `${startPath(provider)}?ticket=${encodeURIComponent(this.state.connectTicket(userId, provider))}`;
  }
}

type RawEmail = { value?: string; primary?: boolean; verified?: boolean };

/** Google's OpenID profile or GitHub's user (with its raw email list) in TripMate's terms. */
export function translateProfile(provider: AuthProvider, profile: Profile): ProviderProfile {
  const json = ((profile as { _json?: Record<string, unknown> })._json ?? {}) as Record<string, unknown>;
  if (provider === AuthProvider.GOOGLE) {
    const email = profile.emails?.[0] as RawEmail | undefined;
    return {
      provider,
      providerId: String(profile.id),
      email: email?.value ?? null,
      emailVerified: email?.verified === true || json.email_verified === true,
      name: profile.displayName || null,
      login: null,
      pictureUrl: profile.photos?.[0]?.value ?? null,
    };
  }
  const emails = (profile.emails ?? []) as RawEmail[];
  // GitHub's public profile email may be unverified; its primary verified address is the one to trust.
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  return {
    provider,
    providerId: String(profile.id),
    email: primary?.value ?? emails[0]?.value ?? null,
    emailVerified: Boolean(primary),
    name: profile.displayName || null,
    login: profile.username ?? null,
    pictureUrl: profile.photos?.[0]?.value ?? null,
  };
}

import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';

export enum Currency {
  USD = 'USD',
  EUR = 'EUR',
  GBP = 'GBP',
}

/** `password`, or the provider (same values as AuthProvider) whose first sign-in made the account. */
export enum AccountOrigin {
  PASSWORD = 'password',
  GOOGLE = 'google',
  GITHUB = 'github',
}

/** The interface's languages (English, Sinhala, Tamil) and the spec's Spanish and French, kept for stored settings. */
export enum Language {
  ENGLISH = 'en',
  SINHALA = 'si',
  TAMIL = 'ta',
  SPANISH = 'es',
  FRENCH = 'fr',
}

/**
 * An account. Holds the password hash, so it is never itself a GraphQL type: `user.type.ts` decides what leaves the
 * server. `tokenVersion` is written into every token; raising it (password change, "sign out everywhere") makes
 * all older tokens invalid, except those of the one session a password change keeps (`keptSession*`, see
 * auth/sessions.ts).
 */
@Entity({ tableName: 'app_user' })
@Unique({
  name: 'app_user_username_unique',
  expression: 'create unique index "app_user_username_unique" on "app_user" (lower("username"))',
})
@Unique({
  name: 'app_user_email_unique',
  expression: 'create unique index "app_user_email_unique" on "app_user" (lower("email")) where "email" is not null',
})
@Check({ name: 'app_user_name_check', expression: `btrim("name") <> ''` })
// Every instance empties its session cache (session-cache.ts) on this NOTIFY. Any change to an account counts, not
// only to its session columns: MikroORM declares no "update of" triggers, and accounts change seldom.
@Trigger({
  name: 'session_changed_notify',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('session_changed', ''); return null;`,
})
export class User {
  [OptionalProps]?:
    'createdAt' | 'tokenVersion' | 'createdWith' | 'currency' | 'language' | 'emailNotifications' | 'pushNotifications';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  username!: string;

  /** Null only for accounts made through a provider that did not vouch for an email address. */
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 2048, nullable: true })
  profilePictureUrl?: string | null;

  /** argon2id; null for accounts created through Google or GitHub. */
  @Property({ type: 'string', length: 255, nullable: true })
  passwordHash?: string | null;

  @Property({ type: 'integer', default: 0 })
  tokenVersion: number = 0;

  /** The session (`sid`) that last changed the password: its tokens outlive the version raise that change made. */
  @Property({ type: 'uuid', nullable: true })
  keptSessionId?: string | null;

  /** The oldest token version of the kept session that is still accepted. */
  @Property({ type: 'integer', nullable: true })
  keptSessionVersion?: number | null;

  /** How the account was made: by password sign-up, or by a first sign-in with Google or GitHub. */
  @Enum({ items: () => AccountOrigin, type: 'string', default: AccountOrigin.PASSWORD })
  createdWith: AccountOrigin = AccountOrigin.PASSWORD;

  @Enum({ items: () => Currency, type: 'string', default: Currency.USD })
  currency: Currency = Currency.USD;

  @Enum({ items: () => Language, type: 'string', default: Language.ENGLISH })
  language: Language = Language.ENGLISH;

  @Property({ type: 'boolean', default: true })
  emailNotifications: boolean = true;

  @Property({ type: 'boolean', default: false })
  pushNotifications: boolean = false;

  @Index({ name: 'app_user_created_idx' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

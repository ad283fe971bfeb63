import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export enum Currency {
  USD = 'USD',
  EUR = 'EUR',
  GBP = 'GBP',
}

export enum Language {
  ENGLISH = 'en',
  SPANISH = 'es',
  FRENCH = 'fr',
}

/**
 * An account. Holds the password hash, so it is never itself a GraphQL type: `user.type.ts` decides what leaves the
 * server. `tokenVersion` is written into every token; raising it (password change, "sign out everywhere") makes
 * all older tokens invalid.
 */
@Entity({ tableName: 'app_user' })
@Unique({ name: 'app_user_username_unique', expression: 'create unique index "app_user_username_unique" on "app_user" (lower("username"))' })
@Unique({
  name: 'app_user_email_unique',
  expression: 'create unique index "app_user_email_unique" on "app_user" (lower("email")) where "email" is not null',
})
@Check({ name: 'app_user_name_check', expression: `btrim("name") <> ''` })
export class User {
  [OptionalProps]?: 'createdAt' | 'tokenVersion' | 'currency' | 'language' | 'emailNotifications' | 'pushNotifications';

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

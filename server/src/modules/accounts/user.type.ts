import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { AuthProvider } from './provider-identity.entity.js';
import { Currency, Language, type User } from './user.entity.js';

registerEnumType(Currency, { name: 'Currency' });
registerEnumType(Language, {
  name: 'Language',
  description:
    'ENGLISH (en), SINHALA (si), TAMIL (ta), SPANISH (es) or FRENCH (fr). The web client speaks English, Sinhala and Tamil, and plans are written in those three (in English for the others).',
});
registerEnumType(AuthProvider, { name: 'AuthProvider' });

/** Read as `Preferences` and written as `UpdatePreferencesInput`: the same four settings both ways. */
@ObjectType('Preferences')
@InputType('UpdatePreferencesInput')
export class Preferences {
  @Field(() => Currency)
  currency!: Currency;

  @Field(() => Language)
  language!: Language;

  @Field(() => Boolean)
  emailNotifications!: boolean;

  @Field(() => Boolean)
  pushNotifications!: boolean;
}

/** An account as the API shows it to its owner: never the password hash or token version. */
@ObjectType('User')
export class UserView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Null for an account made through a provider that did not vouch for an email.',
  })
  email!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'An http(s) URL, or empty when there is none.' })
  profilePictureUrl!: string;

  @Field(() => Boolean, { description: 'False for accounts that sign in only through Google or GitHub.' })
  hasPassword!: boolean;

  @Field(() => Preferences)
  preferences!: Preferences;

  @Field(() => Date)
  createdAt!: Date;
}

/** The one place that decides what of an account leaves the server (GraphQL and REST alike). */
export function presentUser(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    name: user.name,
    profilePictureUrl: user.profilePictureUrl ?? '',
    hasPassword: Boolean(user.passwordHash),
    preferences: {
      currency: user.currency,
      language: user.language,
      emailNotifications: user.emailNotifications,
      pushNotifications: user.pushNotifications,
    },
    createdAt: user.createdAt,
  };
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => UserView)
  user!: UserView;
}

@ObjectType()
export class ChangePasswordPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String, {
    description: 'A renewed token of the same session. The token the request used keeps working; other sessions end.',
  })
  token!: string;
}

@ObjectType()
export class ProviderConnectionStart {
  @Field(() => String, { description: 'Send the browser here (a full page navigation) within a minute.' })
  url!: string;
}

@ObjectType()
export class SignOutEverywherePayload {
  @Field(() => String)
  message!: string;
}

@ObjectType()
export class SignInOption {
  @Field(() => AuthProvider)
  provider!: AuthProvider;

  @Field(() => Boolean, { description: 'False when this server has no client id and secret for the provider.' })
  enabled!: boolean;

  @Field(() => String, { description: 'Where the browser goes to start signing in with the provider.' })
  startUrl!: string;
}

@InputType()
export class SignUpInput {
  @Field(() => String, { description: 'Full name, at least 2 characters.' })
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: '6 to 128 characters.' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the email.' })
  username?: string | null;

  @Field(() => Language, {
    nullable: true,
    description:
      "The account's Language setting: the language the person chose before signing up. ENGLISH when not given.",
  })
  language?: Language | null;
}

@InputType()
export class SignInInput {
  @Field(() => String, { description: 'The username or the email.' })
  username!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { description: '1 to 100 characters.' })
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) URL; empty or null removes it.' })
  profilePictureUrl?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String, { nullable: true })
  currentPassword?: string | null;

  @Field(() => String, { description: '6 to 128 characters.' })
  newPassword!: string;

  @Field(() => String)
  confirmPassword!: string;
}

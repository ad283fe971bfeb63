import { z } from 'zod';
import { Currency, Language } from './user.entity.js';

/** The spec's messages (§5) where it has them; the same words for the same rule elsewhere. */
export const messages = {
  nameShort: 'Full name must be at least 2 characters.',
  email: 'Invalid email address.',
  passwordShort: 'Password must be at least 6 characters.',
  passwordLong: 'Password must be at most 128 characters.',
  usernameRequired: 'Username is required.',
} as const;

const email = z.string({ error: messages.email }).trim().max(254, messages.email).pipe(z.email(messages.email));

const newPassword = z
  .string({ error: messages.passwordShort })
  .min(6, messages.passwordShort)
  .max(128, messages.passwordLong);

const language = z.enum(Language, { error: 'Language must be English, Sinhala, Tamil, Spanish or French.' });

export const signUpSchema = z
  .object({
    name: z
      .string({ error: messages.nameShort })
      .trim()
      .min(2, messages.nameShort)
      .max(100, 'Full name must be at most 100 characters.'),
    email,
    password: newPassword,
    // The spec's sign-up sends username = email; a client may leave it out.
    username: z
      .string()
      .trim()
      .min(3, 'Username must be 3 to 254 characters.')
      .max(254, 'Username must be 3 to 254 characters.')
      .regex(/^\S+$/, 'Username cannot contain spaces.')
      .nullish(),
    // The language the person was reading the site in when they signed up; English when not given.
    language: language.nullish(),
  })
  .transform((input) => ({ ...input, username: input.username ?? input.email }));

export const signInSchema = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(1, messages.usernameRequired)
    .max(254, 'Invalid username or password'),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(128, messages.passwordLong),
});

export const updateProfileSchema = z.object({
  name: z
    .string({ error: 'Name must be 1 to 100 characters.' })
    .trim()
    .min(1, 'Name must be 1 to 100 characters.')
    .max(100, 'Name must be 1 to 100 characters.'),
  email,
  profilePictureUrl: z
    .string()
    .trim()
    .max(2048, 'Profile picture must be a web address of at most 2048 characters.')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => {
      if (value === null) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Profile picture must be a web address starting with http:// or https://.'),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().max(128, messages.passwordLong).nullish(),
  newPassword,
  confirmPassword: z.string({ error: 'Please confirm the new password.' }),
});

export const updatePreferencesSchema = z.object({
  currency: z.enum(Currency, { error: 'Currency must be USD, EUR or GBP.' }),
  language,
  emailNotifications: z.boolean({ error: 'Email notifications must be on or off.' }),
  pushNotifications: z.boolean({ error: 'Push notifications must be on or off.' }),
});

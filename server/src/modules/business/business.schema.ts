import { z } from 'zod';
import { businessCategories } from './business-category.js';

export const businessLimits = {
  name: 120,
  address: 300,
  email: 254,
  telephone: 32,
  website: 2048,
  description: 2000,
} as const;

/** Trimmed text; empty after trimming counts as missing. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Trimmed text or nothing; empty after trimming becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const TELEPHONE_CHARACTERS = /^[\d\s()+-]+$/;

export const registerBusinessSchema = z.object({
  name: requiredText('Name', businessLimits.name),
  address: requiredText('Address', businessLimits.address),
  email: requiredText('Email', businessLimits.email).pipe(z.email('Email must be a valid email address.')),
  telephone: requiredText('Telephone', businessLimits.telephone)
    .refine((value) => TELEPHONE_CHARACTERS.test(value), 'Telephone may contain only digits, spaces, +, - and parentheses.')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 20;
    }, 'Telephone must have 7 to 20 digits.'),
  website: optionalText('Website', businessLimits.website).refine((value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Website must be a web address starting with http:// or https://.'),
  description: optionalText('Description', businessLimits.description),
  category: z.enum(businessCategories, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required.'
        : `Category must be one of: ${businessCategories.join(', ')}.`,
  }),
});

export type RegisterBusinessData = z.output<typeof registerBusinessSchema>;

export const listBusinessesSchema = z.object({
  first: z
    .number({ error: 'first must be a whole number.' })
    .int('first must be a whole number.')
    .min(1, 'first must be between 1 and 100.')
    .max(100, 'first must be between 1 and 100.')
    .default(20),
  after: z.string().trim().max(200, 'after is not a valid cursor.').nullish(),
  category: z.enum(businessCategories, { error: `category must be one of: ${businessCategories.join(', ')}.` }).nullish(),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters.')
    .nullish()
    .transform((value) => (value ? value : null)),
});

import { z } from 'zod';

/** The spec's four season keys; content/destinations.json says which Sri Lankan season each one stands for. */
export const seasonKeys = ['spring', 'summer', 'autumn', 'winter'] as const;

const text = z.string().trim().min(1);
const imageId = text;

const seasonSchema = z.strictObject({ label: text, name: text, months: text });

const destinationSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/, 'a slug is lower-case letters, digits and hyphens'),
  name: text,
  country: text,
  region: text,
  /** Where the guide's place is, for what is near it: its town's point, or for Yala the park's Palatupana gate. */
  location: z.strictObject({ lat: z.number().min(5.9).max(9.9), lng: z.number().min(79.5).max(82) }),
  summary: text.max(200),
  description: text,
  rating: z.number().min(1).max(5),
  reviews: z.number().int().nonnegative(),
  price: z
    .strictObject({ from: z.number().int().positive(), to: z.number().int().positive(), note: text })
    .refine((p) => p.from <= p.to, 'price.from must not exceed price.to'),
  image: imageId,
  gallery: z.array(imageId).length(3),
  highlights: z.array(text).min(3),
  bestTimeToVisit: text,
  weather: z.strictObject({ spring: text, summer: text, autumn: text, winter: text }),
  transportation: z.array(z.strictObject({ mode: text, text })).min(2),
  fees: z.array(
    z.strictObject({
      item: text,
      amount: text,
      year: z.number().int().min(2000).max(2100),
      approximate: z.boolean(),
      note: text.optional(),
      /** The planner's fee table row (fees.json) the figure is, named by "report a wrong price". */
      feeRow: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .optional(),
      /** The page the figure was read from, its date as precise as it gives it, and how sure the figure is. */
      sourceUrl: z.url({ protocol: /^https?$/ }),
      sourceDate: z.string().regex(/^20\d\d(-\d\d(-\d\d)?)?$/),
      confidence: z.enum(['high', 'medium', 'low']),
    }),
  ),
});

export const destinationsFileSchema = z.strictObject({
  seasons: z.strictObject({ spring: seasonSchema, summer: seasonSchema, autumn: seasonSchema, winter: seasonSchema }),
  destinations: z.array(destinationSchema).min(1),
});

export const testimonialsFileSchema = z.strictObject({
  testimonials: z.array(
    z.strictObject({ id: text, name: text, role: text, avatar: imageId, rating: z.number().int().min(1).max(5), text }),
  ),
});

const imageSchema = z.strictObject({
  src: z.string().regex(/^(\/|https:\/\/)/, 'src is a site path starting with / or an https:// URL'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: text,
  sources: z.array(z.strictObject({ src: z.string().min(1), width: z.number().int().positive() })).optional(),
});

export const imagesFileSchema = z.strictObject({
  $comment: z.string().optional(),
  hero: z.array(imageId).min(1),
  images: z.record(z.string(), imageSchema),
});

export type DestinationsFile = z.infer<typeof destinationsFileSchema>;
export type DestinationEntry = DestinationsFile['destinations'][number];
export type TestimonialEntry = z.infer<typeof testimonialsFileSchema>['testimonials'][number];
export type ImageEntry = z.infer<typeof imageSchema>;
export type ImagesFile = z.infer<typeof imagesFileSchema>;

/** A Help Center article: the Help page shows it, the chat assistant answers from it and links to `link` (a path in the app). */
export const helpFileSchema = z.strictObject({
  note: text,
  articles: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        topic: text,
        question: text,
        answer: text,
        link: z.string().regex(/^\/[a-z0-9/-]*$/, 'a link is a path in the app'),
        keywords: z.array(text).min(1),
      }),
    )
    .min(1),
});
export type HelpArticle = z.infer<typeof helpFileSchema>['articles'][number];

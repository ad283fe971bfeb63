import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  destinationsFileSchema,
  helpFileSchema,
  imagesFileSchema,
  seasonKeys,
  testimonialsFileSchema,
  type DestinationEntry,
  type DestinationsFile,
  type HelpArticle,
  type ImageEntry,
  type TestimonialEntry,
} from './content.schema.js';

/** A destination as the API gives it: image ids resolved through the manifest, seasons labelled. */
export type DestinationRecord = Omit<DestinationEntry, 'image' | 'gallery' | 'weather'> & {
  image: ImageRecord;
  gallery: ImageRecord[];
  weather: Record<SeasonKey, SeasonWeatherRecord>;
};
export type ImageRecord = ImageEntry & { id: string };
export type SeasonKey = (typeof seasonKeys)[number];
export type SeasonWeatherRecord = { label: string; name: string; months: string; text: string };
export type TestimonialRecord = Omit<TestimonialEntry, 'avatar'> & { avatar: ImageRecord };

/** Bad content stops the server at boot, naming the file and the field, rather than breaking a page later. */
export class ContentFileError extends Error {
  constructor(file: string, detail: string) {
    super(`content/${file} is invalid: ${detail}`);
    this.name = 'ContentFileError';
  }
}

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    throw new ContentFileError(file, (error as Error).message);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentFileError(file, `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The guides and testimonials, read and checked once; every answer comes from memory. */
export class ContentService {
  private readonly bySlug: ReadonlyMap<string, DestinationRecord>;
  private readonly allDestinations: readonly DestinationRecord[];
  private readonly allTestimonials: readonly TestimonialRecord[];
  readonly heroSlides: readonly ImageRecord[];

  private constructor(
    destinations: DestinationsFile,
    testimonials: TestimonialEntry[],
    images: Record<string, ImageEntry>,
    hero: string[],
    /** The Help Center's articles (content/help.json), which the chat assistant answers app questions from. */
    readonly help: readonly HelpArticle[],
  ) {
    const image = (file: string, id: string): ImageRecord => {
      const found = images[id];
      if (!found) throw new ContentFileError(file, `image "${id}" is not in content/images.json`);
      return { id, ...found };
    };
    const seen = new Set<string>();
    this.allDestinations = destinations.destinations.map((entry) => {
      if (seen.has(entry.slug)) throw new ContentFileError('destinations.json', `slug "${entry.slug}" appears twice`);
      seen.add(entry.slug);
      return {
        ...entry,
        image: image('destinations.json', entry.image),
        gallery: entry.gallery.map((id) => image('destinations.json', id)),
        weather: Object.fromEntries(
          seasonKeys.map((key) => [key, { ...destinations.seasons[key], text: entry.weather[key] }]),
        ) as Record<SeasonKey, SeasonWeatherRecord>,
      };
    });
    this.bySlug = new Map(this.allDestinations.map((d) => [d.slug, d]));
    this.allTestimonials = testimonials.map((t) => ({ ...t, avatar: image('testimonials.json', t.avatar) }));
    this.heroSlides = hero.map((id) => image('images.json', id));
  }

  /** Reads content/*.json from `dir`; throws ContentFileError when anything is missing or malformed. */
  static load(dir: string): ContentService {
    const images = readJson(dir, 'images.json', imagesFileSchema);
    const destinations = readJson(dir, 'destinations.json', destinationsFileSchema);
    const testimonials = readJson(dir, 'testimonials.json', testimonialsFileSchema);
    const help = readJson(dir, 'help.json', helpFileSchema);
    return new ContentService(destinations, testimonials.testimonials, images.images, images.hero, help.articles);
  }

  destinations(): readonly DestinationRecord[] {
    return this.allDestinations;
  }

  destination(slug: string): DestinationRecord | null {
    return this.bySlug.get(slug.trim().toLowerCase()) ?? null;
  }

  testimonials(): readonly TestimonialRecord[] {
    return this.allTestimonials;
  }
}

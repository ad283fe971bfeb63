import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { paths } from '../../config/paths.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { ContentFileError, ContentService } from './content.service.js';

const SLUGS = ['sigiriya', 'weligama', 'ella', 'mirissa', 'colombo', 'kandy', 'yala', 'polonnaruwa'];

const DESTINATION = /* GraphQL */ `
  query Destination($slug: ID!) {
    destination(slug: $slug) {
      slug name country rating reviews bestTimeToVisit highlights
      price { from to note }
      image { id src width height alt }
      gallery { src alt }
      weather { spring { label name text } summer { label name text } autumn { label text } winter { label text } }
      transportation { mode text }
      fees { item amount year approximate note }
    }
  }
`;

type DestinationAnswer = {
  destination: {
    slug: string;
    name: string;
    country: string;
    rating: number;
    price: { from: number; to: number };
    image: { src: string; width: number; alt: string };
    gallery: { src: string; alt: string }[];
    weather: Record<'spring' | 'summer' | 'autumn' | 'winter', { label: string; name?: string; text: string }>;
    transportation: { mode: string; text: string }[];
    fees: { year: number; approximate: boolean }[];
  } | null;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('content queries', () => {
  it('lists the eight destinations in the home page order, with covers', async () => {
    const { body } = await server.graphql<{
      destinations: { slug: string; summary: string; image: { src: string; alt: string } }[];
    }>('{ destinations { slug summary image { src alt } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.destinations.map((d) => d.slug)).toEqual(SLUGS);
    for (const destination of body.data!.destinations) {
      expect(destination.image.src).toMatch(/^\/images\/covers\/.+\.svg$/);
      expect(destination.image.alt.length).toBeGreaterThan(10);
    }
  });

  it('answers one guide with everything the page shows, seasons labelled by Sri Lankan months', async () => {
    const { body } = await server.graphql<DestinationAnswer>(DESTINATION, { slug: 'yala' });
    expect(body.errors).toBeUndefined();
    const yala = body.data!.destination!;
    expect(yala).toMatchObject({ slug: 'yala', name: 'Yala', country: 'Sri Lanka' });
    expect(yala.gallery).toHaveLength(3);
    expect(yala.weather.summer).toMatchObject({ label: 'May–September', name: 'South-west monsoon' });
    expect(yala.weather.winter.label).toBe('December–February');
    expect(yala.transportation.map((t) => t.mode)).toEqual(expect.arrayContaining(['Car', 'Bus', 'Train']));
    expect(yala.fees.every((fee) => fee.year >= 2020)).toBe(true);
  });

  it('answers null for an unknown slug and finds a slug whatever its case', async () => {
    const unknown = await server.graphql<DestinationAnswer>(DESTINATION, { slug: 'atlantis' });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data?.destination).toBeNull();
    const upper = await server.graphql<DestinationAnswer>(DESTINATION, { slug: 'Ella' });
    expect(upper.body.data?.destination?.slug).toBe('ella');
  });

  it('lists three testimonials with avatars and ratings out of 5', async () => {
    const { body } = await server.graphql<{
      testimonials: { name: string; rating: number; avatar: { src: string; alt: string } }[];
    }>('{ testimonials { name role rating text avatar { src alt } } }');
    expect(body.data?.testimonials).toHaveLength(3);
    for (const testimonial of body.data!.testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(testimonial.avatar.src).toMatch(/^\/images\/avatars\//);
    }
  });
});

/** A copy of content/ to break on purpose; removed after the test. */
function contentCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tripmate-content-'));
  cpSync(paths.content, dir, { recursive: true });
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the content files', () => {
  it('give every destination its own texts, nothing copied between places', () => {
    const content = ContentService.load(paths.content);
    const texts = content
      .destinations()
      .flatMap((d) => [
        d.description,
        d.summary,
        d.bestTimeToVisit,
        ...d.highlights,
        ...Object.values(d.weather).map((w) => w.text),
        ...d.transportation.map((t) => t.text),
      ]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('refuse to load with a dangling image id, naming the file and the id', () => {
    const dir = contentCopy();
    const file = path.join(dir, 'destinations.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"cover-ella"', '"cover-nowhere"'));
    expect(() => ContentService.load(dir)).toThrow(
      new ContentFileError('destinations.json', 'image "cover-nowhere" is not in content/images.json'),
    );
  });

  it('refuse to load a malformed field, naming its path', () => {
    const dir = contentCopy();
    const file = path.join(dir, 'testimonials.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"rating": 4', '"rating": 7'));
    expect(() => ContentService.load(dir)).toThrow(/content\/testimonials\.json is invalid: testimonials\.2\.rating/);
  });
});

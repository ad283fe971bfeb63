import content from '../../../content/destinations.json';

/** A guide as written in content/destinations.json (the server checks the file at boot; the API serves the same). */
export type Destination = (typeof content)['destinations'][number];
export type SeasonKey = keyof (typeof content)['seasons'];

export const destinations: readonly Destination[] = content.destinations;

/** What each of the spec's season keys stands for in Sri Lanka, in the order the pages list them. */
export const seasons = (['spring', 'summer', 'autumn', 'winter'] as const).map((key) => ({
  key,
  ...content.seasons[key],
}));

export function findDestination(slug: string): Destination | undefined {
  return destinations.find((destination) => destination.slug === slug.toLowerCase());
}

import manifest from '../../../content/images.json';

/** One picture of content/images.json: a path on this site, its intrinsic size, its alternative text. */
export type ContentImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources?: { src: string; width: number }[];
};

const images: Record<string, ContentImage> = manifest.images;

/** The manifest entry for an id used in content/*.json; the server refuses to start on an unknown id. */
export function contentImage(id: string): ContentImage {
  const image = images[id];
  if (!image) throw new Error(`content/images.json has no image "${id}".`);
  return image;
}

/** The nine hero slides, in order. */
export const heroSlides: readonly ContentImage[] = manifest.hero.map(contentImage);

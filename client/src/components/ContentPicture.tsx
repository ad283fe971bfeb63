import { Image, type ImageProps } from '@chakra-ui/react';
import type { ContentImage } from '../content/images';

type ContentPictureProps = Omit<ImageProps, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> & {
  image: ContentImage;
  /** How wide the picture is drawn, for choosing among `sources` (photographs an operator added to the manifest). */
  sizes: string;
  /** The largest picture of the first screen: fetched first, never lazily. */
  priority?: boolean;
  /** Decorative copies (e.g. a slide being faded in) are hidden from assistive technology. */
  decorative?: boolean;
};

/** A picture from content/images.json, with its intrinsic size so the page does not shift while it loads. */
export function ContentPicture({ image, sizes, priority = false, decorative = false, ...props }: ContentPictureProps) {
  const srcSet = image.sources?.length
    ? image.sources.map((source) => `${source.src} ${source.width}w`).join(', ')
    : undefined;
  return (
    <Image
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      objectFit="cover"
      {...props}
    />
  );
}

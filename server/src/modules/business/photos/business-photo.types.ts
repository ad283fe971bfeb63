import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Business } from '../business.entity.js';
import type { BusinessRecord } from '../business.repository.js';
import { MAX_PHOTOS_PER_BUSINESS, PHOTO_SIZES } from './photo-limits.js';

@ObjectType({
  description: 'One size of a listing photo: a WebP image with no metadata, served with a year-long immutable cache.',
})
export class PhotoSize {
  @Field(() => String, {
    description:
      "A path on the API's own origin, such as /photos/3f…a1-400.webp; resolve it against the API's address.",
  })
  url!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;
}

@ObjectType('BusinessPhoto', {
  description:
    `A photo of a listing, made from the owner's upload in two sizes. Upload with POST /api/business/{id}/photos (the image as the body); ` +
    `at most ${MAX_PHOTOS_PER_BUSINESS} a listing.`,
})
export class BusinessPhotoType {
  @Field(() => ID)
  id!: string;

  @Field(() => PhotoSize, {
    description: `At most ${PHOTO_SIZES.small} px wide (a smaller upload is not enlarged): for cards and thumbnails.`,
  })
  small!: PhotoSize;

  @Field(() => PhotoSize, { description: `At most ${PHOTO_SIZES.large} px wide (a smaller upload is not enlarged).` })
  large!: PhotoSize;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class DeleteBusinessPhotoPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Business, { description: 'The listing with the photos it has left.' })
  business!: BusinessRecord;
}

@ObjectType()
export class ReorderBusinessPhotosPayload {
  @Field(() => Business, { description: 'The listing with its photos in the new order.' })
  business!: BusinessRecord;
}

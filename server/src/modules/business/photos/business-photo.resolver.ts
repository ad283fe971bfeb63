import { PHOTO_REMOVED } from './business-photo.service.js';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { Business } from '../business.entity.js';
import type { BusinessRecord } from '../business.repository.js';
import { presentPhoto, type PhotoView } from './photo.presenter.js';
import { BusinessPhotoType, DeleteBusinessPhotoPayload, ReorderBusinessPhotosPayload } from './business-photo.types.js';

/**
 * A listing's photos in GraphQL: read with the listing, removed and ordered here. Uploads go through REST
 * (POST /api/business/{id}/photos): a file in a GraphQL request needs the multipart request spec, which Apollo
 * Server turns off by default against CSRF, and which most GraphQL clients need a plugin to send.
 */
@Resolver(() => Business)
export class BusinessPhotoResolver {
  @FieldResolver(() => [BusinessPhotoType], {
    description: "The listing's photos in the owner's order; the first is its cover. At most 6.",
  })
  photos(@Root() business: BusinessRecord): PhotoView[] {
    return business.photos.map(presentPhoto);
  }

  @Mutation(() => DeleteBusinessPhotoPayload, {
    description: "Removes a photo and its files; only the listing's owner, or the holder of its management code, may.",
  })
  async deleteBusinessPhoto(
    @Arg('businessId', () => ID) businessId: string,
    @Arg('photoId', () => ID) photoId: string,
    @Arg('managementCode', () => String, { nullable: true, description: 'For a listing registered while signed out.' })
    managementCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteBusinessPhotoPayload> {
    const business = await ctx.services.businessPhotos.remove(businessId, photoId, {
      actor: await ctx.auth.actor(),
      managementCode,
      clientIp: ctx.clientIp,
    });
    return { message: PHOTO_REMOVED, business };
  }

  @Mutation(() => ReorderBusinessPhotosPayload, {
    description: "Puts a listing's photos in this order (each of its photos once); the first becomes its cover.",
  })
  async reorderBusinessPhotos(
    @Arg('businessId', () => ID) businessId: string,
    @Arg('photoIds', () => [ID]) photoIds: string[],
    @Arg('managementCode', () => String, { nullable: true, description: 'For a listing registered while signed out.' })
    managementCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReorderBusinessPhotosPayload> {
    const business = await ctx.services.businessPhotos.reorder(
      businessId,
      { photoIds },
      { actor: await ctx.auth.actor(), managementCode, clientIp: ctx.clientIp },
    );
    return { business };
  }
}

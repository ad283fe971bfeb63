import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { isRefusedToken } from '../accounts/accounts.module.js';
import { GeoPoint, type LatLng } from '../geo/geo.module.js';
import { Business } from './business.entity.js';
import type { OpeningHoursRecord } from './business-details.js';
import type { BusinessRecord } from './business.repository.js';
import { BUSINESS_CLAIMED, BUSINESS_REGISTERED, BUSINESS_UPDATED } from './business.service.js';
import {
  BusinessConnection,
  BusinessesArgs,
  ClaimBusinessPayload,
  DeleteBusinessPayload,
  OpeningHours,
  RegisterBusinessInput,
  RegisterBusinessPayload,
  UpdateBusinessInput,
  UpdateBusinessPayload,
} from './business.types.js';

/** On a public read, a refused token makes the caller a visitor (`fallback`); any other failure is thrown on. */
export const asVisitor =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (isRefusedToken(error)) return fallback;
    throw error;
  };

@Resolver(() => Business)
export class BusinessResolver {
  @Query(() => BusinessConnection, { description: 'The business directory, newest first.' })
  async businesses(
    @Args(() => BusinessesArgs) args: BusinessesArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BusinessConnection> {
    // Who is asking, worked out beside the page (cached, no query for a known session), so each row's ownedByViewer
    // reads it without waiting; a refused token is left for ownedByViewer to treat as "not yours".
    const [page] = await Promise.all([ctx.services.business.list(args), ctx.auth.viewerId().catch(asVisitor(null))]);
    return { edges: page.edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Query(() => Business, {
    nullable: true,
    description: 'One listing; one hidden pending review only for its owner and admins (null for anyone else).',
  })
  async business(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<BusinessRecord | null> {
    // A listing is public: a refused token only means "a visitor" here. Anything else (the account could not be read)
    // is an error, not a quiet "not yours": an owner must not be told their hidden listing is gone.
    const [userId, isAdmin] = await Promise.all([
      ctx.auth.viewerId().catch(asVisitor(null)),
      ctx.auth.isAdmin().catch(asVisitor(false)),
    ]);
    return ctx.services.business.get(id, { userId, isAdmin });
  }

  @Query(() => [Business], { description: 'The listings the signed-in account registered, newest first.' })
  async myBusinesses(@Ctx() ctx: GraphQLContext): Promise<BusinessRecord[]> {
    return ctx.services.business.listOwned((await ctx.auth.requireUser()).id);
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the signed-in account registered this listing (it may edit or delete it).',
  })
  ownedByViewer(@Root() business: BusinessRecord, @Ctx() ctx: GraphQLContext): boolean | Promise<boolean> {
    const isOwner = (viewerId: string | null) => viewerId !== null && business.ownerId === viewerId;
    // Settled already on a page (businesses asks for the viewer beside the page): no promise per row.
    const settled = ctx.auth.settledViewerId();
    if (settled !== undefined) return isOwner(settled);
    // A listing is public: an expired token only means "not yours" here, not an error on every row.
    return ctx.auth.viewerId().then(isOwner, asVisitor(false));
  }

  @FieldResolver(() => GeoPoint, {
    nullable: true,
    description: 'Its map pin: where its owner put it, or where its address was found; null when it has none.',
  })
  location(@Root() business: BusinessRecord): LatLng | null {
    return business.location;
  }

  @FieldResolver(() => [OpeningHours], {
    description: 'The days it opens, Monday first; other days it is closed. Empty when not said.',
  })
  openingHours(@Root() business: BusinessRecord): readonly OpeningHoursRecord[] {
    return business.openingHours;
  }

  @Mutation(() => RegisterBusinessPayload)
  async registerBusiness(
    @Arg('input', () => RegisterBusinessInput) input: RegisterBusinessInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegisterBusinessPayload> {
    const { business, managementCode, locationNotice } = await ctx.services.business.register(
      input,
      await ctx.auth.actor(),
      ctx.clientIp,
    );
    return { message: BUSINESS_REGISTERED, business, managementCode, locationNotice };
  }

  @Mutation(() => UpdateBusinessPayload, {
    description: "Replaces a listing's details; only its owner, or the holder of its management code, may.",
  })
  async updateBusiness(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateBusinessInput) input: UpdateBusinessInput,
    @Arg('managementCode', () => String, { nullable: true, description: 'For a listing registered while signed out.' })
    managementCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpdateBusinessPayload> {
    const { business, locationNotice } = await ctx.services.business.update(id, input, {
      actor: await ctx.auth.actor(),
      managementCode,
      clientIp: ctx.clientIp,
    });
    return { message: BUSINESS_UPDATED, business, locationNotice };
  }

  @Mutation(() => ClaimBusinessPayload, {
    description: 'Moves a listing registered while signed out into the signed-in account, with its management code.',
  })
  async claimBusiness(
    @Arg('id', () => ID) id: string,
    @Arg('managementCode', () => String) managementCode: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ClaimBusinessPayload> {
    const business = await ctx.services.business.claim(id, { managementCode }, await ctx.auth.actor(), ctx.clientIp);
    return { message: BUSINESS_CLAIMED, business };
  }

  @Mutation(() => DeleteBusinessPayload, {
    description: 'Deletes a listing; only its owner, or the holder of its management code, may.',
  })
  async deleteBusiness(
    @Arg('id', () => ID) id: string,
    @Arg('managementCode', () => String, { nullable: true, description: 'For a listing registered while signed out.' })
    managementCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteBusinessPayload> {
    return ctx.services.business.delete(id, { actor: await ctx.auth.actor(), managementCode, clientIp: ctx.clientIp });
  }
}

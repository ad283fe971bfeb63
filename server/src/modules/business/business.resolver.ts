import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Business } from './business.entity.js';
import type { BusinessRecord } from './business.repository.js';
import { BUSINESS_REGISTERED } from './business.service.js';
import {
  BusinessConnection,
  BusinessesArgs,
  DeleteBusinessPayload,
  RegisterBusinessInput,
  RegisterBusinessPayload,
} from './business.types.js';

@Resolver(() => Business)
export class BusinessResolver {
  @Query(() => BusinessConnection, { description: 'The business directory, newest first.' })
  async businesses(@Args(() => BusinessesArgs) args: BusinessesArgs, @Ctx() ctx: GraphQLContext): Promise<BusinessConnection> {
    const page = await ctx.services.business.list(args);
    return { edges: page.edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Query(() => Business, { nullable: true })
  business(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<BusinessRecord | null> {
    return ctx.services.business.get(id);
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in account registered this listing (it may delete it).' })
  async ownedByViewer(@Root() business: BusinessRecord, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    // A listing is public: an expired token only means "not yours" here, not an error on every row.
    const viewerId = await ctx.auth.viewerId().catch(() => null);
    return viewerId !== null && business.ownerId === viewerId;
  }

  @Mutation(() => RegisterBusinessPayload)
  async registerBusiness(
    @Arg('input', () => RegisterBusinessInput) input: RegisterBusinessInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegisterBusinessPayload> {
    const business = await ctx.services.business.register(input, await ctx.auth.actor(), ctx.clientIp);
    return { message: BUSINESS_REGISTERED, business };
  }

  @Mutation(() => DeleteBusinessPayload, { description: 'Deletes a listing; only the account that registered it may.' })
  async deleteBusiness(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeleteBusinessPayload> {
    const business = await ctx.services.business.delete(id, await ctx.auth.actor());
    return { id: business.id };
  }
}

import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Trip } from './trip.entity.js';
import { CreateTripInput, DeleteTripPayload } from './trip.types.js';

@Resolver(() => Trip)
export class TripResolver {
  @Query(() => [Trip], { description: "The signed-in traveller's trips, newest first (at most 200)." })
  async myTrips(@Ctx() ctx: GraphQLContext): Promise<Trip[]> {
    return ctx.services.trips.list(await ctx.auth.requireUser());
  }

  @Query(() => Trip, { description: 'One of your trips; another account’s id answers NOT_FOUND.' })
  async trip(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Trip> {
    return ctx.services.trips.get(await ctx.auth.requireUser(), id);
  }

  @Mutation(() => Trip)
  async createTrip(
    @Arg('input', () => CreateTripInput) input: CreateTripInput,
    @Ctx() ctx: GraphQLContext,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'A name of your own for this call (16 to 100 letters, digits, - or _; a UUID serves): sending it again (a retry after a lost answer) answers the trip the first call made and makes no second one.',
    })
    idempotencyKey?: string | null,
  ): Promise<Trip> {
    return ctx.services.trips.create(await ctx.auth.requireUser(), input, idempotencyKey);
  }

  @Mutation(() => DeleteTripPayload)
  async deleteTrip(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeleteTripPayload> {
    await ctx.services.trips.delete(await ctx.auth.requireUser(), id);
    return { id };
  }
}

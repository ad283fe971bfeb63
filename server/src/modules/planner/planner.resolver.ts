import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AttractionChoice, PlanTripInput } from './plan-input.types.js';
import { DeleteTripPlanPayload, TripPlanResult, TripPlanSummary } from './plan.types.js';

@Resolver()
export class PlannerResolver {
  @Mutation(() => TripPlanResult, {
    description: 'Plans a trip for the signed-in traveller: a day-by-day plan priced in LKR, kept for a day unless saved. An unknown start or end answers "Could not find location: {place}".',
  })
  async planTrip(@Arg('input', () => PlanTripInput) input: PlanTripInput, @Ctx() ctx: GraphQLContext): Promise<TripPlanResult> {
    return ctx.services.planner.plan(await ctx.auth.requireUser(), input);
  }

  @Query(() => [AttractionChoice], { description: 'Every attraction whose name or alias matches the text (each word starting a word of the name), best first; at most `first` (8 by default, at most 20). For the planner’s "add a place".' })
  searchAttractions(@Arg('query', () => String) query: string, @Arg('first', () => Int, { nullable: true }) first: number | null, @Ctx() ctx: GraphQLContext): AttractionChoice[] {
    return ctx.services.planner.searchAttractions({ query, first });
  }

  @Mutation(() => TripPlanResult, { description: 'Saves a generated plan to the account (optionally renamed, at most 200 characters).' })
  async saveTripPlan(@Arg('id', () => ID) id: string, @Arg('title', () => String, { nullable: true }) title: string | null, @Ctx() ctx: GraphQLContext): Promise<TripPlanResult> {
    return ctx.services.planner.save(await ctx.auth.requireUser(), id, title);
  }

  @Query(() => [TripPlanSummary], { description: "The signed-in traveller's saved plans, newest first (at most 100)." })
  async myTripPlans(@Ctx() ctx: GraphQLContext): Promise<TripPlanSummary[]> {
    return ctx.services.planner.list(await ctx.auth.requireUser());
  }

  @Query(() => TripPlanResult, { description: 'One of your plans; another account’s id answers NOT_FOUND.' })
  async tripPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<TripPlanResult> {
    return ctx.services.planner.get(await ctx.auth.requireUser(), id);
  }

  @Mutation(() => DeleteTripPlanPayload)
  async deleteTripPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeleteTripPlanPayload> {
    await ctx.services.planner.delete(await ctx.auth.requireUser(), id);
    return { id };
  }
}

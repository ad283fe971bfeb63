import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AttractionChoice, PlanTripInput } from './plan-input.types.js';
import { DeleteTripPlanPayload, PlanLanguage, TripPlanResult, TripPlanSummary } from './plan.types.js';
import {
  EditTripPlanPayload,
  PlanEdit,
  RevokeTripPlanSharePayload,
  SharedTripPlan,
  TripPlanShareLink,
} from './plan-edit.types.js';

@Resolver()
export class PlannerResolver {
  @Mutation(() => TripPlanResult, {
    description:
      'Plans a trip for the signed-in traveller: a day-by-day plan priced in LKR, kept for a day unless saved. An unknown start or end answers "Could not find location: {place}".',
  })
  async planTrip(
    @Arg('input', () => PlanTripInput) input: PlanTripInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TripPlanResult> {
    return ctx.services.planner.plan(await ctx.auth.requireUser(), input);
  }

  @Query(() => [AttractionChoice], {
    description:
      'Every attraction whose name or alias matches the text (each word starting a word of the name), best first; at most `first` (8 by default, at most 20). For the planner’s "add a place".',
  })
  searchAttractions(
    @Arg('query', () => String) query: string,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Ctx() ctx: GraphQLContext,
  ): AttractionChoice[] {
    return ctx.services.planner.searchAttractions({ query, first });
  }

  @Mutation(() => TripPlanResult, {
    description: 'Saves a generated plan to the account (optionally renamed, at most 200 characters).',
  })
  async saveTripPlan(
    @Arg('id', () => ID) id: string,
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TripPlanResult> {
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

  @Mutation(() => EditTripPlanPayload, {
    description:
      'Edits one of your plans (saved or not), made on `version`: moves, removes or adds stops, adds or removes nights; at most 20 edits, applied in order, all or none. ' +
      'Times, legs and budget are recomputed; what no longer fits a day is marked in its warnings. A plan changed since `version` answers CONFLICT (reason PLAN_VERSION_CONFLICT) and changes nothing. ' +
      'With an `idempotencyKey`, sending the same call again (a retry after a lost answer) applies it once: the repeat is answered with `replayed: true`.',
  })
  async editTripPlan(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('edits', () => [PlanEdit]) edits: PlanEdit[],
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'The client’s own name for this change (16 to 100 letters, digits, - or _; a UUID), the same on every retry of it. Kept 30 days; a key used for a different change is refused.',
    })
    idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EditTripPlanPayload> {
    return ctx.services.planner.edit(await ctx.auth.requireUser(), id, {
      version,
      edits: edits.map((e) => ({ ...e })),
      idempotencyKey,
    });
  }

  @Mutation(() => TripPlanResult, {
    description:
      'Writes one of your plans again in another language: the same days, stops, times and prices, with its headings, labels and notes in `language`. ' +
      'Made on `version` like an edit and stored as the next version; a title TripMate gave the plan is written again too. A plan changed since `version` answers CONFLICT (reason PLAN_VERSION_CONFLICT).',
  })
  async rewriteTripPlan(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('language', () => PlanLanguage) language: PlanLanguage,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TripPlanResult> {
    return ctx.services.planner.rewrite(await ctx.auth.requireUser(), id, { version, language });
  }

  @Mutation(() => TripPlanShareLink, {
    description: 'A read-only link to one of your saved plans: the one it has, or a new one.',
  })
  async shareTripPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<TripPlanShareLink> {
    return ctx.services.planShares.share(await ctx.auth.requireUser(), id);
  }

  @Mutation(() => RevokeTripPlanSharePayload, {
    description: 'Ends the plan’s share link at once; sharing again makes a new link.',
  })
  async revokeTripPlanShare(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RevokeTripPlanSharePayload> {
    return ctx.services.planShares.revoke(await ctx.auth.requireUser(), id);
  }

  @Query(() => [TripPlanShareLink], {
    description: 'Your plans’ share links that still open, newest first (at most 100).',
  })
  async mySharedTripPlans(@Ctx() ctx: GraphQLContext): Promise<TripPlanShareLink[]> {
    return ctx.services.planShares.list(await ctx.auth.requireUser());
  }

  @Query(() => SharedTripPlan, {
    description:
      'A plan opened through its share link, no sign-in needed; an unknown or revoked link answers NOT_FOUND.',
  })
  async sharedTripPlan(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<SharedTripPlan> {
    return ctx.services.planShares.open(token, ctx.clientIp);
  }
}

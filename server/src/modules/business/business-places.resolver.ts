import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Destination, type DestinationRecord } from '../content/content.module.js';
import { PlanBase } from '../planner/planner.module.js';
import { Business } from './business.entity.js';
import type { BusinessRecord, NearbyBusiness as NearbyBusinessRecord } from './business.repository.js';
import { NearbyBusiness, NearbyBusinessesArgs } from './business.types.js';

/**
 * The directory where travellers look: the listings near a destination guide's place. Added to the guide's type
 * here, so the guides (content) know nothing of the directory.
 */
@Resolver(() => Destination)
export class DestinationBusinessesResolver {
  @FieldResolver(() => [NearbyBusiness], {
    description:
      'Directory listings near the place, nearest first: by default up to 6 places to stay and eat within 15 km.',
  })
  nearbyBusinesses(
    @Root() destination: DestinationRecord,
    @Args(() => NearbyBusinessesArgs) args: NearbyBusinessesArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NearbyBusinessRecord[]> {
    return ctx.services.business.nearPlace(destination.location, args);
  }
}

/** A stay from the directory at each base of a plan, read when the plan is: new listings appear, deleted ones go. */
@Resolver(() => PlanBase)
export class PlanBaseBusinessResolver {
  @FieldResolver(() => Business, {
    nullable: true,
    description:
      'A directory listing to stay at (guesthouse, homestay or hotel) within 10 km of the base whose price range fits what the party’s budget allows for a room a night (stayBudget), the nearest such; ' +
      'null when none does. A listing its owner registered, not a recommendation by TripMate.',
  })
  suggestedListing(@Root() base: PlanBase, @Ctx() ctx: GraphQLContext): Promise<BusinessRecord | null> {
    return ctx.services.business.suggestStay(base.place, base.stayBudget?.perRoomPerNightLkr ?? null);
  }
}

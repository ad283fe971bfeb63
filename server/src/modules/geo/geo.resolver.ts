import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import {
  Attraction,
  AttractionsAlongRouteInput,
  GeocodeResult,
  MapConfig,
  MapPin,
  Place,
  PointInput,
  Route,
  RouteInput,
} from './geo.types.js';
import type { PinFacts } from './locator.js';

const mapPin = ({ lat, lng, onLand, district }: PinFacts): MapPin => ({ location: { lat, lng }, onLand, district });

/** Public geo queries: the same answer for everyone, no sign-in needed. */
@Resolver()
export class GeoResolver {
  @Query(() => GeocodeResult, {
    description:
      'The best place in Sri Lanka for free text (typos, other spellings and airport codes allowed; Latin, Sinhala or Tamil script). When none is found, the error lists places like it in extensions.suggestions.',
  })
  geocode(@Arg('query', () => String) query: string, @Ctx() ctx: GraphQLContext): Promise<GeocodeResult> {
    return ctx.services.geo.geocode({ query });
  }

  @Query(() => [Place], {
    description:
      'Places for a name as it is being typed (its last word may be unfinished), best first: the suggestions of a place field. In Latin, Sinhala or Tamil script; words such as "city" or "airport" are tolerated.',
  })
  geocodeSuggestions(
    @Arg('query', () => String) query: string,
    @Arg('first', () => Int, { nullable: true, description: 'At most 10; 5 when not given.' }) first: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Place[] {
    return ctx.services.geo.suggestions({ query, first });
  }

  @Query(() => Route, { description: 'A driving route between places, through optional waypoints.' })
  route(@Arg('input', () => RouteInput) input: RouteInput, @Ctx() ctx: GraphQLContext): Promise<Route> {
    return ctx.services.geo.route(input);
  }

  @Query(() => [Attraction], { description: 'Sights within 20 km of a route line, best priority first, at most 20.' })
  attractionsAlongRoute(
    @Arg('input', () => AttractionsAlongRouteInput) input: AttractionsAlongRouteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Attraction[]> {
    return ctx.services.geo.attractionsAlongRoute(input);
  }

  @Query(() => MapPin, {
    nullable: true,
    description:
      'Where an address puts a map pin, read as registerBusiness reads it (a town or village point when the street is not known); null when no part of it is a place TripMate knows.',
  })
  async addressPin(@Arg('address', () => String) address: string, @Ctx() ctx: GraphQLContext): Promise<MapPin | null> {
    const pin = await ctx.services.geo.addressPin({ address });
    return pin ? mapPin(pin) : null;
  }

  @Query(() => MapPin, {
    description: "What a map pin at this point stands on: Sri Lanka's land or the sea, and its district.",
  })
  pinAt(@Arg('point', () => PointInput) point: PointInput, @Ctx() ctx: GraphQLContext): MapPin {
    return mapPin(ctx.services.geo.pinAt({ point }));
  }

  @Query(() => MapConfig)
  mapConfig(@Ctx() ctx: GraphQLContext): MapConfig {
    return ctx.services.geo.mapConfig();
  }
}

/** Place.label: every provider's place has a name; the built-in gazetteer adds the district where names repeat. */
@Resolver(() => Place)
export class PlaceLabelResolver {
  @FieldResolver(() => String, {
    description: 'The name to show: with its district where several places share the name ("Wattegama, Monaragala").',
  })
  label(@Root() place: Place): string {
    return place.label ?? place.name;
  }
}

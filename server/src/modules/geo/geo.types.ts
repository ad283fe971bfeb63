import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MapKind } from './map-kind.js';

@ObjectType({
  description: 'A place in Sri Lanka: a town, sight, airport, station or junction, or a point given by coordinates.',
})
export class Place {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, {
    description:
      'town, suburb, locality (a town or village from GeoNames), junction, airport, station, sight, or point.',
  })
  kind!: string;

  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The district (Survey Department of Sri Lanka boundaries); null when not known.',
  })
  district?: string | null;

  @Field(() => String, { nullable: true, description: 'The province of the district; null when not known.' })
  province?: string | null;

  /** Shown by PlaceLabelResolver. */
  label?: string;
}

@ObjectType()
export class GeocodeResult {
  @Field(() => Place, { description: 'The best match.' })
  best!: Place;

  @Field(() => [Place], { description: 'Other plausible matches, best first (at most 4).' })
  alternatives!: readonly Place[];
}

@ObjectType({ description: 'A point: latitude and longitude in degrees (WGS 84).' })
export class GeoPoint {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}

@ObjectType({
  description: "A map pin: where it stands, whether that is on Sri Lanka's land, and the district it is in.",
})
export class MapPin {
  @Field(() => GeoPoint)
  location!: GeoPoint;

  @Field(() => Boolean, { description: 'False in the sea, or outside Sri Lanka.' })
  onLand!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The district (Survey Department of Sri Lanka boundaries); null off the land.',
  })
  district!: string | null;
}

@InputType({ description: 'Coordinates inside Sri Lanka (latitude 5.9 to 9.9, longitude 79.5 to 82.0).' })
export class PointInput {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}

@InputType({ description: 'A stop: free text to geocode (at most 200 characters) or a point; exactly one of them.' })
export class LocationInput {
  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => PointInput, { nullable: true })
  point?: PointInput | null;
}

@InputType()
export class RouteInput {
  @Field(() => LocationInput)
  from!: LocationInput;

  @Field(() => LocationInput)
  to!: LocationInput;

  @Field(() => [LocationInput], { nullable: true, description: 'At most 8 stops between from and to.' })
  waypoints?: LocationInput[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Visit the waypoints in the fastest order instead of the order given.',
  })
  optimize?: boolean | null;
}

@ObjectType()
export class RouteLeg {
  @Field(() => Place)
  from!: Place;

  @Field(() => Place)
  to!: Place;

  @Field(() => Float)
  distanceKm!: number;

  @Field(() => Int)
  durationMinutes!: number;

  @Field(() => [String], { description: 'Road numbers in driving order (A1, E01 …; B for minor roads).' })
  roads!: readonly string[];
}

@ObjectType({ description: 'A driving route.' })
export class Route {
  @Field(() => Float)
  distanceKm!: number;

  @Field(() => Int)
  durationMinutes!: number;

  @Field(() => [[Float]], { description: 'The line of the route as [longitude, latitude] pairs (GeoJSON order).' })
  geometry!: readonly (readonly [number, number])[];

  @Field(() => [RouteLeg])
  legs!: readonly RouteLeg[];

  @Field(() => [Int], { description: 'The order the waypoints are visited in, as indexes into the waypoints given.' })
  waypointOrder!: readonly number[];
}

@InputType()
export class AttractionsAlongRouteInput {
  @Field(() => [PointInput], { description: 'The route line, e.g. Route.geometry as points; at most 5,000.' })
  path!: PointInput[];

  @Field(() => Float, { nullable: true, description: 'Distance from the route in km, at most 20 (the default).' })
  radiusKm?: number | null;

  @Field(() => Int, { nullable: true, description: 'At most 20 (the default).' })
  limit?: number | null;
}

@ObjectType()
export class EntryFee {
  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => Int, { description: 'The year the fee applies to.' })
  year!: number;

  @Field(() => String)
  note!: string;
}

@ObjectType({ description: 'A sight near a route. Priority = rating (3 when unknown) + rating count / 1000.' })
export class Attraction {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  category!: string;

  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;

  @Field(() => Float, { nullable: true })
  rating!: number | null;

  @Field(() => Int)
  ratingCount!: number;

  @Field(() => Float)
  priority!: number;

  @Field(() => Float)
  distanceFromRouteKm!: number;

  @Field(() => String, { nullable: true })
  nearestTown!: string | null;

  @Field(() => Float, { nullable: true, description: 'Typical visit length in hours.' })
  visitHours!: number | null;

  @Field(() => [Int], { description: 'Best months to visit, 1-12.' })
  bestMonths!: readonly number[];

  @Field(() => EntryFee, { nullable: true, description: 'Null when not known.' })
  entryFee!: EntryFee | null;
}

registerEnumType(MapKind, { name: 'MapKind', description: 'Which map the browser draws.' });

@ObjectType({ description: 'What the browser needs to draw the map.' })
export class MapConfig {
  @Field(() => MapKind)
  kind!: MapKind;

  @Field(() => String, {
    nullable: true,
    description: 'The referrer-restricted Google Maps browser key, when kind is GOOGLE.',
  })
  browserKey!: string | null;

  @Field(() => String, { description: 'Where the base layers (outline, roads, rail, towns) are served as GeoJSON.' })
  layersUrl!: string;
}

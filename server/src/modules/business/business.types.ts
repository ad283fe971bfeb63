import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PointInput } from '../geo/geo.module.js';
import { PageInfo } from '../../graphql/page-info.js';
import { BusinessCategory } from './business-category.js';
import { SpokenLanguage, BusinessPriceRange, Weekday } from './business-details.js';
import { Business } from './business.entity.js';
import type { BusinessRecord } from './business.repository.js';

@InputType({
  description:
    'When a business opens on one day: HH:MM, 24 hours; a closing time before the opening time is after midnight.',
})
export class OpeningHoursInput {
  @Field(() => Weekday)
  day!: Weekday;

  @Field(() => String, { description: 'HH:MM, e.g. 08:00.' })
  opens!: string;

  @Field(() => String, {
    description:
      'HH:MM, e.g. 22:30; before `opens` when it closes after midnight; 24:00 for the end of the day (00:00 to 24:00 is open all day).',
  })
  closes!: string;
}

@ObjectType({
  description:
    'When a business opens on one day: HH:MM, 24 hours; a closing time before the opening time is after midnight.',
})
export class OpeningHours {
  @Field(() => Weekday)
  day!: Weekday;

  @Field(() => String)
  opens!: string;

  @Field(() => String)
  closes!: string;
}

@InputType({ description: 'A new directory listing. Text is trimmed; optional fields may be left out or empty.' })
export class RegisterBusinessInput {
  @Field(() => String, { description: 'At most 120 characters.' })
  name!: string;

  @Field(() => String, { description: 'At most 300 characters.' })
  address!: string;

  @Field(() => String, { description: 'Unique among listings, ignoring case.' })
  email!: string;

  @Field(() => String, { description: 'Digits, spaces, +, - and parentheses; 7 to 20 digits.' })
  telephone!: string;

  @Field(() => String, {
    nullable: true,
    description: 'An http:// or https:// address; a bare domain (ella-view.lk) is stored with https://.',
  })
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 2,000 characters.' })
  description?: string | null;

  @Field(() => BusinessCategory)
  category!: BusinessCategory;

  @Field(() => [OpeningHoursInput], {
    nullable: true,
    description: 'The days it opens, each once; days left out are closed. Leave out or empty when not said.',
  })
  openingHours?: OpeningHoursInput[] | null;

  @Field(() => [SpokenLanguage], { nullable: true })
  languages?: SpokenLanguage[] | null;

  @Field(() => BusinessPriceRange, { nullable: true })
  priceRange?: BusinessPriceRange | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Closed on poya (full moon) days. Left out: open as its hours say.',
  })
  closedOnPoyaDays?: boolean | null;

  @Field(() => PointInput, {
    nullable: true,
    description:
      "Where the map pin goes, on Sri Lanka's land (a point in the sea is refused). Left out, the pin is found from the address; " +
      'on an edit, the listing keeps its pin while the address stays the same.',
  })
  location?: PointInput | null;
}

/** Said with a listing saved without a map pin. */
const LOCATION_NOTICE =
  'Set when the listing was saved without a map pin: its address could not be found on the map and no location was sent.';

@ObjectType()
export class RegisterBusinessPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Business)
  business!: BusinessRecord;

  @Field(() => String, {
    nullable: true,
    description:
      'Only for a listing registered while signed out, and only in this answer: keep it to claim the listing into an account (claimBusiness), edit it or delete it.',
  })
  managementCode!: string | null;

  @Field(() => String, { nullable: true, description: LOCATION_NOTICE })
  locationNotice!: string | null;
}

@InputType({ description: "A listing's new details; it replaces them all and is checked as a registration is." })
export class UpdateBusinessInput extends RegisterBusinessInput {}

@ObjectType()
export class UpdateBusinessPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Business)
  business!: BusinessRecord;

  @Field(() => String, { nullable: true, description: LOCATION_NOTICE })
  locationNotice!: string | null;
}

@ObjectType({ description: 'A listing near a place, and how far from it.' })
export class NearbyBusiness {
  @Field(() => Business)
  business!: BusinessRecord;

  @Field(() => Float, { description: 'As the crow flies, in km.' })
  distanceKm!: number;
}

@ArgsType()
export class NearbyBusinessesArgs {
  @Field(() => Int, { defaultValue: 6, description: 'How many listings, 1 to 12.' })
  first!: number;

  @Field(() => Float, { defaultValue: 15, description: 'How far from the place, in km: at most 25.' })
  radiusKm!: number;

  @Field(() => [BusinessCategory], {
    nullable: true,
    description:
      'Listings of any of these kinds; left out, places to stay and eat (guesthouse, homestay, hotel, restaurant, café).',
  })
  categories?: BusinessCategory[] | null;
}

@ObjectType()
export class ClaimBusinessPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Business)
  business!: BusinessRecord;
}

@ObjectType({ description: 'A new management code for a listing registered while signed out, shown this once.' })
export class ReissueManagementCodePayload {
  @Field(() => String)
  message!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String, { description: 'The new code; the old one no longer works.' })
  managementCode!: string;
}

@ObjectType()
export class DeleteBusinessPayload {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class BusinessEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Business)
  node!: BusinessRecord;

  @Field(() => Float, {
    nullable: true,
    description: "How far the listing is from `near`'s point, as the crow flies, in km; null without `near`.",
  })
  distanceKm!: number | null;
}

@InputType({ description: 'A circle on the map: listings within radiusKm of the point, nearest first.' })
export class NearPointInput {
  @Field(() => Float, { description: 'Latitude, inside Sri Lanka (5.9 to 9.9).' })
  lat!: number;

  @Field(() => Float, { description: 'Longitude, inside Sri Lanka (79.5 to 82).' })
  lng!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'How far from the point, in km: more than 0, at most 50; 10 when left out.',
  })
  radiusKm?: number | null;
}

@ObjectType({ description: 'Listings: newest first; best match first with `query`; nearest first with `near`.' })
export class BusinessConnection {
  @Field(() => [BusinessEdge])
  edges!: BusinessEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@ArgsType()
export class BusinessesArgs {
  @Field(() => Int, { defaultValue: 20, description: 'How many listings, 1 to 100.' })
  first!: number;

  @Field(() => String, { nullable: true, description: 'The `endCursor` of the previous page.' })
  after?: string | null;

  @Field(() => BusinessCategory, { nullable: true })
  category?: BusinessCategory | null;

  @Field(() => String, {
    nullable: true,
    description: "One of Sri Lanka's 25 districts, such as Kandy or Nuwara Eliya (any case).",
  })
  district?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Full-text search, best match first: every word in the name, category, district, address or description (a word of three letters or more may be ' +
      'cut short: "guest hou"); when few listings have every word, names like the query join in (typos, other spellings, Sinhala and Tamil names). At most 200 characters.',
  })
  query?: string | null;

  @Field(() => NearPointInput, {
    nullable: true,
    description: 'Only listings with a map pin within the circle, nearest first (with `query`, those that match it).',
  })
  near?: NearPointInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Words that must all appear, as written, in the name, address or description, newest first. Not with `query` or `near`.',
  })
  search?: string | null;
}

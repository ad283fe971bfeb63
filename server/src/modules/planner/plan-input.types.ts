import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Comfort, PlanLanguage, Residency } from './plan.types.js';

// What a client asks the planner for, and the attractions it may pick from (split from plan.types.ts, the answers).

@InputType({ description: 'Who travels, for entry fees: residency and the children’s ages.' })
export class TravellerInput {
  @Field(() => Residency, { nullable: true, description: 'FOREIGN when not given.' })
  residency?: Residency | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'The age of each child (0-17), counted among `people`; at least one traveller is an adult.',
  })
  childAges?: number[] | null;
}

@InputType({ description: 'The spec’s trip plan request, plus an optional start date, stops and who travels.' })
export class PlanTripInput {
  @Field(() => String, { description: 'Where the trip starts (a town, sight or airport; at most 200 characters).' })
  start!: string;

  @Field(() => String, { description: 'Where the trip ends.' })
  end!: string;

  @Field(() => Int, { description: '1 to 30.' })
  days!: number;

  @Field(() => Int, { description: '1 to 20.' })
  people!: number;

  @Field(() => Int, { description: 'The whole trip’s budget in LKR, at least 1,000.' })
  budget!: number;

  @Field(() => String, {
    nullable: true,
    description: 'What the traveller loves, in their words; at most 2,000 characters.',
  })
  notes?: string | null;

  @Field(() => [String], { nullable: true, description: 'At most 10 places to include, by name.' })
  customPlaces?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD. With it the plan follows the seasons of those dates.',
  })
  startDate?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Towns to stay at or pass through between start and end, in the order given; at most 8. An unknown one answers "Could not find location: {place}".',
  })
  stops?: string[] | null;

  @Field(() => TravellerInput, {
    nullable: true,
    description: 'Who travels; entry fees depend on it. Foreign adults when not given.',
  })
  traveller?: TravellerInput | null;

  @Field(() => PlanLanguage, {
    nullable: true,
    description:
      'The language to write the plan in. When not given: the account’s Language setting if it is one of these, else English.',
  })
  language?: PlanLanguage | null;

  @Field(() => Comfort, {
    nullable: true,
    description:
      'The comfort level to plan at, kept even when it costs more than the budget (the budget then says by how much, and what would fit). When not given: the most comfortable level within about 5% of the budget.',
  })
  comfort?: Comfort | null;
}

@ObjectType({ description: 'An attraction a traveller can add to their list (pass its name in customPlaces).' })
export class AttractionChoice {
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

  @Field(() => String, { nullable: true })
  nearestTown!: string | null;

  @Field(() => Float, { nullable: true })
  rating!: number | null;
}

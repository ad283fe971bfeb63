import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** What no longer fits a day after an edit (or never did): the day keeps its stops and says so, nothing is dropped. */
export enum PlanWarningCode {
  /** Travel, visits and activities take longer than this traveller's day allows. */
  DAY_TOO_LONG = 'DAY_TOO_LONG',
  /** A stop that ends after the day's allowance is used up. */
  STOP_PAST_DAY_END = 'STOP_PAST_DAY_END',
  /** More driving than this traveller's day allows. */
  TOO_MUCH_DRIVING = 'TOO_MUCH_DRIVING',
  /** A sunrise or sunset sight the day's order or clock cannot catch. */
  SUN_MISSED = 'SUN_MISSED',
  /** A place closed in the month of that day. */
  CLOSED = 'CLOSED',
}

registerEnumType(PlanWarningCode, {
  name: 'PlanWarningCode',
  description: 'Why a day (or one of its stops) does not fit: shown beside it, never silently dropped.',
});

@ObjectType({
  description: 'Something about a day that does not fit; attractionId names the stop when it is about one.',
})
export class PlanWarning {
  @Field(() => PlanWarningCode)
  code!: PlanWarningCode;

  @Field(() => String)
  message!: string;

  @Field(() => ID, { nullable: true, description: 'The stop it is about; null for the whole day.' })
  attractionId!: string | null;
}

import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TripPlan, TripPlanResult } from './plan.types.js';

export enum PlanEditKind {
  MOVE_STOP = 'MOVE_STOP',
  REMOVE_STOP = 'REMOVE_STOP',
  ADD_STOP = 'ADD_STOP',
  ADD_NIGHT = 'ADD_NIGHT',
  REMOVE_NIGHT = 'REMOVE_NIGHT',
  SWAP_DAYS = 'SWAP_DAYS',
}

registerEnumType(PlanEditKind, {
  name: 'PlanEditKind',
  description:
    'MOVE_STOP attractionId to day (at index, else last); REMOVE_STOP attractionId; ADD_STOP attractionId (from searchAttractions) on day (at index, else last); ' +
    'ADD_NIGHT at the base placeId (a day around it, as day number `day`, else after its last); REMOVE_NIGHT at the base placeId (the day around it numbered `day`, else its last day without stops); ' +
    'SWAP_DAYS day and otherDay: the two days’ stops change places (where the traveller sleeps stays as it is).',
});

/**
 * One change to a plan. The same fields go in (PlanEditInput) and come out (PlanEdit: each applied edit with every
 * field filled in, and its inverse), so a client can send back what it was given to undo or redo.
 */
@ObjectType('PlanEdit', {
  description:
    'An edit as applied (every field it uses filled in), or the edit that undoes one: send it back as a PlanEditInput.',
})
@InputType('PlanEditInput', {
  description: 'One change to a plan; which fields it needs depends on its kind (see PlanEditKind).',
})
export class PlanEdit {
  @Field(() => PlanEditKind)
  kind!: PlanEditKind;

  @Field(() => ID, {
    nullable: true,
    description: 'The stop (an attraction id) for MOVE_STOP, REMOVE_STOP and ADD_STOP.',
  })
  attractionId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The base (its place id, as in plan.bases) for ADD_NIGHT and REMOVE_NIGHT.',
  })
  placeId?: string | null;

  @Field(() => Int, { nullable: true, description: 'A day of the plan, from 1.' })
  day?: number | null;

  @Field(() => Int, { nullable: true, description: 'Where in the day’s stops, from 0; last when left out.' })
  index?: number | null;

  @Field(() => Int, { nullable: true, description: 'The other day of SWAP_DAYS, from 1.' })
  otherDay?: number | null;
}

@ObjectType()
export class AppliedPlanEdit {
  @Field(() => PlanEdit)
  edit!: PlanEdit;

  @Field(() => PlanEdit, { description: 'The edit that undoes this one, on the plan this one made.' })
  inverse!: PlanEdit;
}

@ObjectType({
  description: 'The plan after the edits: times, legs and budget recomputed, warnings on what no longer fits.',
})
export class EditTripPlanPayload {
  @Field(() => TripPlanResult)
  plan!: TripPlanResult;

  @Field(() => Int, { description: 'The plan’s new version: send it with the next edit.' })
  version!: number;

  @Field(() => [AppliedPlanEdit], { description: 'The edits in the order applied, each with its inverse.' })
  applied!: AppliedPlanEdit[];

  @Field(() => [PlanEdit], {
    description: 'Sent as the next editTripPlan’s edits (with this version), undoes this whole call.',
  })
  undo!: PlanEdit[];

  @Field(() => Boolean, {
    description:
      'True when this idempotency key had already been applied to the plan: nothing was applied again; `applied` and `undo` are the first answer’s, and `plan` and `version` are the plan as stored now (later edits included).',
  })
  replayed!: boolean;
}

@ObjectType({ description: 'A read-only link to one of your saved plans.' })
export class TripPlanShareLink {
  @Field(() => ID)
  planId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'The web page anyone with the link can open, without signing in.' })
  url!: string;

  @Field(() => String, { description: 'The secret part of the link, for sharedTripPlan and GET /api/shared/{token}.' })
  token!: string;

  @Field(() => String, { description: 'The plan as an iCalendar file, for the same holders.' })
  calendarUrl!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class RevokeTripPlanSharePayload {
  @Field(() => ID)
  planId!: string;

  @Field(() => Boolean, { description: 'False when the plan had no link to end.' })
  revoked!: boolean;
}

@ObjectType({ description: 'A plan opened through its share link: the trip only, nothing about who made it.' })
export class SharedTripPlan {
  @Field(() => String, { description: 'The trip’s own title (start, end, days), never the name its owner gave it.' })
  title!: string;

  @Field(() => TripPlan, {
    description: 'Without the traveller’s own words: customPlaces is empty and notices that quote them are left out.',
  })
  plan!: TripPlan;

  @Field(() => String)
  itineraryText!: string;

  @Field(() => String)
  calendarUrl!: string;
}

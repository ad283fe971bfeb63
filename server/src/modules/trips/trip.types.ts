import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Create a New Trip. Blank stops are dropped; at least one must remain.' })
export class CreateTripInput {
  @Field(() => String)
  startingLocation!: string;

  @Field(() => [String])
  stops!: string[];

  @Field(() => String)
  finalDestination!: string;

  @Field(() => Int, { description: 'At least 1.' })
  travelers!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after the start date' })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'In LKR; 0 when not given.' })
  budget?: number | null;
}

@ObjectType()
export class DeleteTripPayload {
  @Field(() => ID)
  id!: string;
}

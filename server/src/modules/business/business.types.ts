import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/page-info.js';
import { BusinessCategory } from './business-category.js';
import { Business } from './business.entity.js';
import type { BusinessRecord } from './business.repository.js';

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

  @Field(() => String, { nullable: true, description: 'An http:// or https:// address.' })
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 2,000 characters.' })
  description?: string | null;

  @Field(() => BusinessCategory)
  category!: BusinessCategory;
}

@ObjectType()
export class RegisterBusinessPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Business)
  business!: Business;
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
}

@ObjectType({ description: 'Listings, newest first.' })
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

  @Field(() => String, { nullable: true, description: 'Words that must all appear in the name, address or description.' })
  search?: string | null;
}

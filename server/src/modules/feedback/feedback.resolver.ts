import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { FeedbackCategory } from './feedback.entity.js';

registerEnumType(FeedbackCategory, { name: 'FeedbackCategory' });

export const FEEDBACK_THANKS = 'Thank you! Your feedback helps us make TripMate better.';

@InputType()
export class SubmitFeedbackInput {
  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => FeedbackCategory)
  category!: FeedbackCategory;

  @Field(() => String, { description: 'At most 2,000 characters.' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'Where we may answer; optional.' })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The entry-fee row a “report a wrong price” is about (the fee’s rowId in a plan’s budget, the assistant’s link); optional.',
  })
  feeRow?: string | null;
}

@ObjectType()
export class SubmitFeedbackPayload {
  @Field(() => String)
  message!: string;
}

@Resolver()
export class FeedbackResolver {
  @Mutation(() => SubmitFeedbackPayload, {
    description: 'Open to visitors; signed-in feedback is linked to the account.',
  })
  async submitFeedback(
    @Arg('input', () => SubmitFeedbackInput) input: SubmitFeedbackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmitFeedbackPayload> {
    await ctx.services.feedback.submit(input, await ctx.auth.user(), ctx.clientIp);
    return { message: FEEDBACK_THANKS };
  }
}

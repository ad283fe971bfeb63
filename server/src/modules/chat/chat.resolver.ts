import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PlanEdit, PlanLanguage } from '../planner/planner.module.js';
import type { ChatReply } from './chat.service.js';

enum ChatRoleValue {
  USER = 'user',
  ASSISTANT = 'assistant',
}
enum ChatSourceValue {
  BUILT_IN = 'BUILT_IN',
  GEMINI = 'GEMINI',
  OPENAI = 'OPENAI',
}
registerEnumType(ChatRoleValue, { name: 'ChatRole' });
registerEnumType(ChatSourceValue, {
  name: 'ChatSource',
  description: 'Who wrote the reply: the built-in assistant or a configured model.',
});

@InputType()
export class ChatMessageInput {
  @Field(() => ChatRoleValue)
  role!: ChatRoleValue;

  @Field(() => String, { description: 'At most 2,000 characters.' })
  text!: string;
}

@InputType({
  description:
    'The plan on the traveller’s screen: one of their own plans (saved, or fresh from the planner) at the version shown.',
})
export class ChatPlanInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  version!: number;
}

@InputType()
export class SendChatMessageInput {
  @Field(() => [ChatMessageInput], {
    description:
      'The conversation, oldest first, ending with the new user message. Only the last 7 before it are used.',
  })
  messages!: ChatMessageInput[];

  @Field(() => ChatPlanInput, {
    nullable: true,
    description:
      'The plan being viewed. A message asking to change it ("add a night in Ella", "swap days 3 and 4", "drop Yala, add Udawalawe") is answered with a proposal, never applied; it needs the plan’s owner signed in (another account’s plan answers NOT_FOUND, an older version CONFLICT).',
  })
  plan?: ChatPlanInput | null;

  @Field(() => PlanLanguage, {
    nullable: true,
    description:
      'The language to answer in: EN, SI (Sinhala) or TA (Tamil). When not given: the account’s Language setting if it is one of these, else English. The built-in assistant’s words follow it (answers it has only in English say so); a configured model is told to answer in it. Place names stay as TripMate’s data spells them.',
  })
  language?: PlanLanguage | null;
}

@ObjectType({
  description:
    'A change to the plan, tried on a copy with the workspace’s edit engine and not applied: send `edits` to editTripPlan with `version` to apply it.',
})
export class ChatPlanProposalView {
  @Field(() => ID)
  planId!: string;

  @Field(() => Int, { description: 'The version the change was made on.' })
  version!: number;

  @Field(() => [PlanEdit])
  edits!: PlanEdit[];

  @Field(() => [String], {
    description:
      'The change line by line, e.g. "Day 4: − Yala National Park; + Udawalawe National Park", "Ella: 2 → 3 nights".',
  })
  changes!: string[];
}

@ObjectType()
export class ChatLinkView {
  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'A path in this app, such as /destinations/ella or /planner.' })
  href!: string;
}

@ObjectType()
export class ChatReplyView {
  @Field(() => String, { nullable: true, description: 'Null when the model answered with no text.' })
  text!: string | null;

  @Field(() => ChatSourceValue)
  source!: ChatSourceValue;

  @Field(() => [ChatLinkView])
  links!: ChatLinkView[];

  @Field(() => ChatPlanProposalView, {
    nullable: true,
    description: 'Set when the message asked to change the plan and the change can be made.',
  })
  proposal!: ChatPlanProposalView | null;
}

/** The reply as the mutation gives it (the stream's `done` event is the same reply, as JSON). */
function presentReply(reply: ChatReply): ChatReplyView {
  const { proposal } = reply;
  return {
    text: reply.text,
    source: reply.source as ChatSourceValue,
    links: [...reply.links],
    proposal: proposal && {
      planId: proposal.planId,
      version: proposal.version,
      edits: proposal.edits.map((e) => ({ ...e })),
      changes: [...proposal.changes],
    },
  };
}

@Resolver()
export class ChatResolver {
  @Mutation(() => ChatReplyView, {
    description:
      'One turn of the Sri Lanka Travel Bot, answered whole (POST /api/chat/stream gives the same reply word by word, as server-sent events). Rate-limited per account, or per address when signed out.',
  })
  async sendChatMessage(
    @Arg('input', () => SendChatMessageInput) input: SendChatMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChatReplyView> {
    const user = await ctx.auth.user().catch(() => null);
    const reply = await ctx.services.chat.send(input, {
      user,
      clientIp: ctx.clientIp,
      currency: user?.currency ?? null,
    });
    return presentReply(reply);
  }
}

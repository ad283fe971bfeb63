import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

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
registerEnumType(ChatSourceValue, { name: 'ChatSource', description: 'Who wrote the reply: the built-in assistant or a configured model.' });

@InputType()
export class ChatMessageInput {
  @Field(() => ChatRoleValue)
  role!: ChatRoleValue;

  @Field(() => String, { description: 'At most 2,000 characters.' })
  text!: string;
}

@InputType()
export class SendChatMessageInput {
  @Field(() => [ChatMessageInput], { description: 'The conversation, oldest first, ending with the new user message. Only the last 7 before it are used.' })
  messages!: ChatMessageInput[];
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
}

@Resolver()
export class ChatResolver {
  @Mutation(() => ChatReplyView, { description: 'One turn of the Sri Lanka Travel Bot. Rate-limited per account, or per address when signed out.' })
  async sendChatMessage(@Arg('input', () => SendChatMessageInput) input: SendChatMessageInput, @Ctx() ctx: GraphQLContext): Promise<ChatReplyView> {
    const user = await ctx.auth.user().catch(() => null);
    const reply = await ctx.services.chat.send(input, { userId: user?.id, clientIp: ctx.clientIp });
    return { text: reply.text, source: reply.source as ChatSourceValue, links: [...reply.links] };
  }
}

import { parseInput } from '../../errors/validation.js';
import { ChatError } from './chat.errors.js';
import { CHAT_MESSAGES_PER_WINDOW, CHAT_WINDOW_SECONDS, SYSTEM_INSTRUCTION, type ChatModule } from './chat.module.js';
import { sendChatMessageSchema } from './chat.schema.js';
import type { ChatLink } from './providers/builtin.js';
import type { ChatSource } from './providers/provider.js';

export type ChatReply = {
  /** Null when the model answered with no text (the client shows the spec's "couldn't get a travel tip"). */
  readonly text: string | null;
  readonly source: ChatSource;
  readonly links: readonly ChatLink[];
};

/**
 * One turn of the Sri Lanka Travel Bot: the spec's history rule, a rate limit, then the configured model with our
 * facts and a 30 s timeout — or, with no model or when it fails, the built-in assistant.
 */
export class ChatService {
  constructor(private readonly chat: ChatModule) {}

  async send(input: unknown, who: { userId?: string; clientIp: string }): Promise<ChatReply> {
    const { message, history } = parseInput(sendChatMessageSchema, input);
    const key = who.userId ? `chat:user:${who.userId}` : `chat:ip:${who.clientIp}`;
    const count = await this.chat.limiter.hit(key, CHAT_WINDOW_SECONDS);
    if (count.count > CHAT_MESSAGES_PER_WINDOW) throw new ChatError(count.resetInSeconds);

    const builtIn = this.chat.builtIn.answer(message);
    const model = this.chat.model;
    if (!model) return { text: builtIn.text, source: 'BUILT_IN', links: builtIn.links };

    const facts = this.chat.builtIn.retrieve(message).map((hit) => hit.answer);
    try {
      const text = await model.reply({ system: SYSTEM_INSTRUCTION, facts, history, message }, AbortSignal.timeout(this.chat.timeoutMs));
      return { text, source: model.source, links: builtIn.links };
    } catch (error) {
      this.chat.logger.warn({ err: error, provider: model.source }, 'the chat model failed; answering with the built-in assistant');
      return { text: builtIn.text, source: 'BUILT_IN', links: builtIn.links };
    }
  }
}

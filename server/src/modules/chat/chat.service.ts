import { parseInput } from '../../lib/errors/validation.js';
import { ChatError } from './chat.errors.js';
import { CHAT_MESSAGES_PER_WINDOW, CHAT_WINDOW_SECONDS, SYSTEM_INSTRUCTION, type ChatModule } from './chat.module.js';
import { sendChatMessageSchema } from './chat.schema.js';
import type { ChatLink } from './builtin-assistant.js';

export type ChatSource = 'BUILT_IN' | 'GEMINI' | 'OPENAI';

/** The spec's generation settings. */
export const GENERATION = { temperature: 0.7, maxOutputTokens: 1024 } as const;

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
    const answer = await model.reply(
      { system: instructionWithFacts(SYSTEM_INSTRUCTION, facts), history, message, ...GENERATION },
      { purpose: 'chat', deadlineMs: this.chat.timeoutMs },
    );
    if (answer.ok) return { text: answer.value, source: answer.source, links: builtIn.links };
    return { text: builtIn.text, source: 'BUILT_IN', links: builtIn.links };
  }
}

/** The system instruction with the facts appended: models answer from these, not from memory. */
function instructionWithFacts(system: string, facts: readonly string[]): string {
  if (facts.length === 0) return system;
  return `${system}\n\nFacts from TripMate's own data for this question (prefer them; say so when they do not cover it):\n${facts.map((fact) => `- ${fact}`).join('\n')}`;
}

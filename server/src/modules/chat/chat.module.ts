import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { builtInGeo } from '../geo/geo.module.js';
import { generalKnowledge } from './knowledge.js';
import type { ContentService } from '../content/content.service.js';
import { ContentKnowledgeSource } from './sources/content-source.js';
import { GeoKnowledgeSource } from './sources/geo-source.js';
import { BuiltInAssistant, EntrySource, type KnowledgeSource } from './providers/builtin.js';
import { GeminiProvider } from './providers/gemini.js';
import { OpenAICompatibleProvider } from './providers/openai.js';
import type { ChatProvider, StructuredOutputProvider } from './providers/provider.js';

export const SYSTEM_INSTRUCTION =
  'You are the Sri Lanka Travel Bot of TripMate, a trip planner for Sri Lanka. Answer questions about travelling in Sri Lanka briefly and helpfully, prefer the facts you are given, say when you do not know, and politely decline topics unrelated to travel in Sri Lanka.';

/** Messages one account (or, signed out, one address) may send per window. */
export const CHAT_MESSAGES_PER_WINDOW = 20;
export const CHAT_WINDOW_SECONDS = 5 * 60;

/** The assistant's process-wide parts: the model (if one is configured), the built-in assistant, limits. */
export class ChatModule {
  constructor(
    readonly builtIn: BuiltInAssistant,
    readonly model: ChatProvider | null,
    readonly limiter: RateLimiter,
    readonly timeoutMs: number,
    readonly logger: Logger,
  ) {}
}

/** The spec's eight destination guides, which answers link to. */
export const DESTINATION_SLUGS = new Set(['sigiriya', 'weligama', 'ella', 'mirissa', 'colombo', 'kandy', 'yala', 'polonnaruwa']);

/** Everything the built-in assistant knows: general travel facts, the destination guides, and the geo engine. */
export function defaultKnowledge(content?: ContentService): KnowledgeSource[] {
  return [
    new EntrySource(generalKnowledge),
    ...(content ? [new ContentKnowledgeSource(content.destinations())] : []),
    new GeoKnowledgeSource(builtInGeo().engine, DESTINATION_SLUGS),
  ];
}

/** The configured model (Gemini wins when both are set), or null: the assistant and the planner's writer share it. */
export function configuredModel(models: Config['chat']): (ChatProvider & StructuredOutputProvider) | null {
  const { gemini, openai } = models;
  return gemini ? new GeminiProvider(gemini) : openai ? new OpenAICompatibleProvider(openai) : null;
}

export function createChatModule(config: Pick<Config, 'chat'>, limiter: RateLimiter, logger: Logger, sources: readonly KnowledgeSource[] = defaultKnowledge()): ChatModule {
  const builtIn = new BuiltInAssistant(sources);
  return new ChatModule(builtIn, configuredModel(config.chat), limiter, config.chat.timeoutMs, logger);
}

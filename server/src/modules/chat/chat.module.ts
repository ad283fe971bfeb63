import type { Logger } from 'pino';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { BuiltInGeoProvider } from '../geo/geo.module.js';
import { generalKnowledge } from './knowledge.js';
import type { ContentService } from '../content/content.module.js';
import { ContentKnowledgeSource } from './sources/content-source.js';
import { GeoKnowledgeSource } from './sources/geo-source.js';
import { BuiltInAssistant, EntrySource, type KnowledgeSource } from './builtin-assistant.js';
import type { ModelClient } from '../llm/llm.module.js';

export const SYSTEM_INSTRUCTION =
  'You are the Sri Lanka Travel Bot of TripMate, a trip planner for Sri Lanka. Answer questions about travelling in Sri Lanka briefly and helpfully, prefer the facts you are given, say when you do not know, and politely decline topics unrelated to travel in Sri Lanka.';

/** Messages one account (or, signed out, one address) may send per window. */
export const CHAT_MESSAGES_PER_WINDOW = 20;
export const CHAT_WINDOW_SECONDS = 5 * 60;

/** The assistant's process-wide parts: the model (if one is configured), the built-in assistant, limits. */
export class ChatModule {
  constructor(
    readonly builtIn: BuiltInAssistant,
    readonly model: ModelClient | null,
    readonly limiter: RateLimiter,
    /** An answer is given within this long: the model gets one attempt's timeout in all, retry included. */
    readonly timeoutMs: number,
    readonly logger: Logger,
  ) {}
}

/** The spec's eight destination guides, which answers link to. */
export const DESTINATION_SLUGS = new Set(['sigiriya', 'weligama', 'ella', 'mirissa', 'colombo', 'kandy', 'yala', 'polonnaruwa']);

/** Everything the built-in assistant knows: general travel facts, the destination guides, and the geo engine. */
export function defaultKnowledge(geo: BuiltInGeoProvider, content?: ContentService): KnowledgeSource[] {
  return [
    new EntrySource(generalKnowledge),
    ...(content ? [new ContentKnowledgeSource(content.destinations())] : []),
    new GeoKnowledgeSource(geo, DESTINATION_SLUGS),
  ];
}

export function createChatModule(options: {
  model: ModelClient | null;
  /** An answer is given within this long, the model's retry included. */
  timeoutMs: number;
  limiter: RateLimiter;
  logger: Logger;
  knowledge: readonly KnowledgeSource[];
}): ChatModule {
  return new ChatModule(new BuiltInAssistant(options.knowledge), options.model, options.limiter, options.timeoutMs, options.logger);
}

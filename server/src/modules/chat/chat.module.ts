import type { Logger } from 'pino';
import type { OwnSite } from '../../lib/outside-content.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { BuiltInGeo } from '../geo/geo.module.js';
import { plannerData } from '../planner/planner.module.js';
import { Grounding } from './grounded/grounding.js';
import { GroundedSource } from './grounded/grounded-source.js';
import { generalKnowledge } from './knowledge.js';
import type { ContentService } from '../content/content.module.js';
import { ContentKnowledgeSource } from './sources/content-source.js';
import { GeoKnowledgeSource } from './sources/geo-source.js';
import { BuiltInAssistant, EntrySource, type KnowledgeSource } from './builtin-assistant.js';
import type { ModelClient } from '../llm/llm.module.js';
import type { Money } from './grounded/money.js';
import { PlanEditAnswers } from './plan-edits/plan-edit-answers.js';
import { ChatTools } from './tools/chat-tools.js';

export const SYSTEM_INSTRUCTION =
  'You are the Sri Lanka Travel Bot of TripMate, a trip planner for Sri Lanka. Answer questions about travelling in Sri Lanka briefly and helpfully, prefer the facts you are given, say when you do not know, and politely decline topics unrelated to travel in Sri Lanka. Write plain text: no web addresses, e-mail addresses, phone numbers or HTML.';

/** The languages a model is told to answer in, by their names in English and in themselves. */
const LANGUAGE_NAMES = { si: 'Sinhala (සිංහල)', ta: 'Tamil (தமிழ்)' } as const;

/**
 * What the system instruction adds for a reply in another language than English: nothing for English (the model's
 * request stays as it was), else the language to write in, with the script, and that names stay as the facts give them.
 */
export function answerIn(language: 'en' | 'si' | 'ta'): string {
  if (language === 'en') return '';
  const name = LANGUAGE_NAMES[language];
  return ` Always answer in ${name}, written in its own script, whatever language the question is in; keep place names, road numbers and prices as the facts and lookups give them (in English and LKR).`;
}

/** Messages one account (or, signed out, one address) may send per window. */
export const CHAT_MESSAGES_PER_WINDOW = 20;
export const CHAT_WINDOW_SECONDS = 5 * 60;

/** The assistant's process-wide parts: the model (if one is configured), the built-in assistant, limits. */
export class ChatModule {
  constructor(
    readonly builtIn: BuiltInAssistant,
    /** Changes to the plan being viewed, proposed by the built-in engine whether or not a model is configured. */
    readonly planEdits: PlanEditAnswers,
    /** Money in LKR, with the traveller's preferred currency beside it. */
    readonly money: Money,
    /** What a configured model may look up and propose, over the built-in engine's own parts. */
    readonly tools: ChatTools,
    readonly model: ModelClient | null,
    readonly limiter: RateLimiter,
    /** An answer is given within this long: the model gets one attempt's timeout in all, retry included. */
    readonly timeoutMs: number,
    readonly logger: Logger,
    /** The site's own origins: the only ones a model's reply may link to (links elsewhere, contacts and markup are taken out). */
    readonly site: OwnSite = {},
  ) {}
}

/** The spec's eight destination guides, which answers link to. */
export const DESTINATION_SLUGS = new Set([
  'sigiriya',
  'weligama',
  'ella',
  'mirissa',
  'colombo',
  'kandy',
  'yala',
  'polonnaruwa',
]);

/**
 * The built-in engine: what it knows, how it changes a plan, how it writes money, and the same as tools for a model;
 * one Grounding shared by all.
 */
export type BuiltInParts = {
  readonly knowledge: readonly KnowledgeSource[];
  readonly planEdits: PlanEditAnswers;
  readonly money: Money;
  readonly tools: ChatTools;
};

/**
 * Everything the built-in assistant knows: answers grounded in the planner's data, the geo engine and the help
 * articles; general travel facts; the destination guides; the geo engine's places. And, over the same place finder,
 * the changes it proposes to a plan, and the lookups a model may make.
 */
export function builtInParts(geo: BuiltInGeo, content?: ContentService): BuiltInParts {
  const grounding = new Grounding(geo, plannerData(geo.data), content?.help ?? []);
  const planEdits = new PlanEditAnswers(grounding.finder, new Map(geo.data.attractions.map((a) => [a.id, a])));
  return {
    knowledge: [
      new GroundedSource(grounding),
      new EntrySource(generalKnowledge),
      ...(content ? [new ContentKnowledgeSource(content.destinations(), grounding.money)] : []),
      new GeoKnowledgeSource(geo.engine, DESTINATION_SLUGS),
    ],
    planEdits,
    money: grounding.money,
    tools: new ChatTools(grounding, planEdits),
  };
}

/** What the built-in assistant knows (builtInParts), for what asks questions of it alone. */
export function defaultKnowledge(geo: BuiltInGeo, content?: ContentService): readonly KnowledgeSource[] {
  return builtInParts(geo, content).knowledge;
}

export function createChatModule(options: {
  model: ModelClient | null;
  /** An answer is given within this long, the model's retry included. */
  timeoutMs: number;
  limiter: RateLimiter;
  logger: Logger;
  builtIn: BuiltInParts;
  /** The site's own origins, which a model's reply may link to. */
  site?: OwnSite;
}): ChatModule {
  const { knowledge, planEdits, money, tools } = options.builtIn;
  return new ChatModule(
    new BuiltInAssistant(knowledge),
    planEdits,
    money,
    tools,
    options.model,
    options.limiter,
    options.timeoutMs,
    options.logger,
    options.site,
  );
}

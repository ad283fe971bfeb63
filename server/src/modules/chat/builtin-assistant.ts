import type { KnowledgeEntry } from './knowledge.js';
import { englishCues } from './writer/question-words.js';
import { sayIn, type ChatLanguage } from './writer/languages.js';

export type ChatLink = { readonly label: string; readonly href: string };

/** Something the built-in assistant can say, scored against the question. */
export type KnowledgeHit = {
  readonly score: number;
  readonly answer: string;
  readonly link?: ChatLink;
  readonly links?: readonly ChatLink[];
};

/**
 * Who is asking, as far as answers depend on it: money is shown in LKR with the preferred currency beside it, and the
 * answer is written in their language (English when not given).
 */
export type AnswerContext = {
  readonly currency?: 'USD' | 'EUR' | 'GBP' | null;
  readonly language?: ChatLanguage | null;
};

/** A body of knowledge: grounded intents, the general entries, the destination guides, the geo engine. */
export interface KnowledgeSource {
  retrieve(question: string, context?: AnswerContext): KnowledgeHit[];
}

/** Lower-case, without diacritics or punctuation, single-spaced: "Kandy’s Temple?" -> "kandy s temple". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The English link labels of the general entries, and the catalogue's message that says each in any language. */
const ENTRY_LINKS = {
  'Plan a trip around the seasons': 'seasonsTrip',
  'See real travel times in the planner': 'travelTimes',
  'Open the planner': 'planner',
} as const;

/** Scores entries by how many of their keywords (words or phrases) the question contains. */
export class EntrySource implements KnowledgeSource {
  constructor(private readonly entries: readonly KnowledgeEntry[]) {}

  retrieve(question: string, context: AnswerContext = {}): KnowledgeHit[] {
    const text = ` ${normalise(question)} `;
    const say = sayIn(context.language);
    return this.entries.flatMap((entry) => {
      const score = entry.keywords.filter((keyword) => text.includes(` ${normalise(keyword)} `)).length;
      if (score === 0) return [];
      const answer =
        say.knowledge[entry.id] ??
        (context.language && context.language !== 'en' ? say.englishOnly(entry.answer) : entry.answer);
      const key = entry.link && ENTRY_LINKS[entry.link.label as keyof typeof ENTRY_LINKS];
      const link = entry.link && key ? { ...entry.link, label: say.links[key] } : entry.link;
      return [{ score, answer, link }];
    });
  }
}

export const GREETING = sayIn('en').greeting;
export const DO_NOT_KNOW = sayIn('en').doNotKnow;

/** Links go only to the app's own pages or to https sites: never javascript:, data: or plain http. */
export function isSafeLink(href: string): boolean {
  return /^\/(?!\/)[\w\-./?=&#%]*$/.test(href) || /^https:\/\/[\w.-]+(\/[\w\-./?=&#%]*)?$/.test(href);
}

const GREETINGS = new Set([
  'hi',
  'hello',
  'hey',
  'ayubowan',
  'vanakkam',
  'good morning',
  'good evening',
  'good afternoon',
]);

/**
 * The default assistant: no network, no model. It answers from TripMate's own knowledge with the best-matching
 * entries, and says plainly when nothing matches instead of inventing an answer.
 */
export class BuiltInAssistant {
  constructor(private readonly sources: readonly KnowledgeSource[]) {}

  /**
   * The best hits for a question, best first; also what a model gets as facts. A question in Sinhala or Tamil is read
   * through the words of it the assistant knows (writer/question-words.ts).
   */
  retrieve(question: string, limit = 3, context: AnswerContext = {}): KnowledgeHit[] {
    const asked = englishCues(question) ?? question;
    return this.sources
      .flatMap((source) => source.retrieve(asked, context))
      .sort((a, b) => b.score - a.score)
      .filter((hit, index, all) => all.findIndex((other) => other.answer === hit.answer) === index)
      .slice(0, limit);
  }

  answer(question: string, context: AnswerContext = {}): { text: string; links: ChatLink[] } {
    const normalised = normalise(englishCues(question) ?? question);
    const hits = this.retrieve(question, 2, context);
    const say = sayIn(context.language);
    if (hits.length === 0) {
      return GREETINGS.has(normalised) ||
        (normalised.split(' ').length <= 2 && GREETINGS.has(normalised.split(' ')[0] ?? ''))
        ? { text: say.greeting, links: [] }
        : { text: say.doNotKnow, links: [{ label: say.links.planner, href: '/planner' }] };
    }
    // A second answer joins only when it is about as relevant as the first.
    const chosen = hits.filter((hit, index) => index === 0 || hit.score >= hits[0]!.score);
    return {
      text: chosen.map((hit) => hit.answer).join('\n\n'),
      links: chosen.flatMap((hit) =>
        [...(hit.link ? [hit.link] : []), ...(hit.links ?? [])].filter((link) => isSafeLink(link.href)),
      ),
    };
  }
}

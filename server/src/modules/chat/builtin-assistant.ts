import type { KnowledgeEntry } from './knowledge.js';

export type ChatLink = { readonly label: string; readonly href: string };

/** Something the built-in assistant can say, scored against the question. */
export type KnowledgeHit = { readonly score: number; readonly answer: string; readonly link?: ChatLink };

/** Who is asking, as far as answers depend on it: money is shown in LKR with the preferred currency beside it. */
export type AnswerContext = { readonly currency?: 'USD' | 'EUR' | 'GBP' | null };

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

/** Scores entries by how many of their keywords (words or phrases) the question contains. */
export class EntrySource implements KnowledgeSource {
  constructor(private readonly entries: readonly KnowledgeEntry[]) {}

  retrieve(question: string): KnowledgeHit[] {
    const text = ` ${normalise(question)} `;
    return this.entries.flatMap((entry) => {
      const score = entry.keywords.filter((keyword) => text.includes(` ${normalise(keyword)} `)).length;
      return score > 0 ? [{ score, answer: entry.answer, link: entry.link }] : [];
    });
  }
}

export const GREETING = 'Ayubowan! I’m the Sri Lanka Travel Bot. Ask me when to visit a place, how to get between towns, what to see, or what to wear at temples.';
export const DO_NOT_KNOW =
  'I don’t know that one yet, and I’d rather not guess. I can help with the best time to visit a place, getting between towns, what to do in a destination, temple etiquette, money and safety — or try the planner for a full itinerary.';

/** Links go only to the app's own pages or to https sites: never javascript:, data: or plain http. */
export function isSafeLink(href: string): boolean {
  return /^\/(?!\/)[\w\-./?=&#%]*$/.test(href) || /^https:\/\/[\w.-]+(\/[\w\-./?=&#%]*)?$/.test(href);
}

const GREETINGS = new Set(['hi', 'hello', 'hey', 'ayubowan', 'vanakkam', 'good morning', 'good evening', 'good afternoon']);

/**
 * The default assistant: no network, no model. It answers from TripMate's own knowledge with the best-matching
 * entries, and says plainly when nothing matches instead of inventing an answer.
 */
export class BuiltInAssistant {
  constructor(private readonly sources: readonly KnowledgeSource[]) {}

  /** The best hits for a question, best first; also what a model gets as facts. */
  retrieve(question: string, limit = 3, context: AnswerContext = {}): KnowledgeHit[] {
    return this.sources
      .flatMap((source) => source.retrieve(question, context))
      .sort((a, b) => b.score - a.score)
      .filter((hit, index, all) => all.findIndex((other) => other.answer === hit.answer) === index)
      .slice(0, limit);
  }

  answer(question: string, context: AnswerContext = {}): { text: string; links: ChatLink[] } {
    const normalised = normalise(question);
    const hits = this.retrieve(question, 2, context);
    if (hits.length === 0) {
      return GREETINGS.has(normalised) || normalised.split(' ').length <= 2 && GREETINGS.has(normalised.split(' ')[0] ?? '')
        ? { text: GREETING, links: [] }
        : { text: DO_NOT_KNOW, links: [{ label: 'Open the planner', href: '/planner' }] };
    }
    // A second answer joins only when it is about as relevant as the first.
    const chosen = hits.filter((hit, index) => index === 0 || hit.score >= hits[0]!.score);
    return {
      text: chosen.map((hit) => hit.answer).join('\n\n'),
      links: chosen.flatMap((hit) => (hit.link && isSafeLink(hit.link.href) ? [hit.link] : [])),
    };
  }
}

import type { DestinationRecord } from '../../content/content.module.js';
import { normalise, type KnowledgeHit, type KnowledgeSource } from '../builtin-assistant.js';

/** Outranks the geo engine's generic answers for the same intent: a guide is written for people. */
const GUIDE_SCORE = 11;

const intents: { pattern: RegExp; answer: (d: DestinationRecord) => string; score: number }[] = [
  {
    pattern: /\b(cost|costs|price|prices|budget|how much|expensive|cheap|spend|per day|a day)\b/,
    answer: (d) => `A day in ${d.name} costs roughly USD ${d.price.from}–${d.price.to} per person. ${d.price.note}`,
    score: GUIDE_SCORE,
  },
  {
    pattern: /\b(best time|when|season|month|months|weather|rain|monsoon)\b/,
    answer: (d) => `${d.name}: ${d.bestTimeToVisit}`,
    score: GUIDE_SCORE,
  },
  {
    pattern: /\b(get to|getting to|reach|go to|travel to|train to|bus to|how do i get|getting around)\b/,
    answer: (d) => `Getting to and around ${d.name}: ${d.transportation.map((t) => `${t.mode}: ${t.text}`).join(' ')}`,
    score: GUIDE_SCORE - 2,
  },
  {
    pattern: /\b(what to do|things to do|what to see|things to see|highlights|worth seeing|worth visiting|must see)\b/,
    answer: (d) => `In ${d.name}, don’t miss: ${d.highlights.join('; ')}.`,
    score: GUIDE_SCORE - 1,
  },
  {
    pattern: /\b(fee|fees|ticket|tickets|entry|entrance)\b/,
    answer: (d) => `Entry fees in ${d.name}: ${d.fees.map((f) => `${f.item}: ${f.amount}${f.approximate ? ' (approximate)' : ''}, ${f.year}${f.note ? ` — ${f.note}` : ''}`).join('; ')}.`,
    score: GUIDE_SCORE,
  },
];

/** The eight destination guides: costs, seasons, getting there, highlights and fees, for questions that name one. */
export class ContentKnowledgeSource implements KnowledgeSource {
  constructor(private readonly destinations: readonly DestinationRecord[]) {}

  retrieve(question: string): KnowledgeHit[] {
    const text = ` ${normalise(question)} `;
    const named = this.destinations.filter((d) => text.includes(` ${normalise(d.name)} `) || text.includes(` ${d.slug} `));
    // A question naming two places ("Kandy to Ella") is about the journey, which the geo engine answers.
    if (named.length !== 1) return [];
    const destination = named[0]!;
    const link = { label: `${destination.name} guide`, href: `/destinations/${destination.slug}` };
    const hits = intents.filter((intent) => intent.pattern.test(text)).map((intent) => ({ score: intent.score, answer: intent.answer(destination), link }));
    return hits.length ? hits : [{ score: GUIDE_SCORE - 3, answer: `${destination.name}: ${destination.summary}`, link }];
  }
}

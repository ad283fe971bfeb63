import type { DestinationRecord } from '../../content/content.module.js';
import { normalise, type AnswerContext, type KnowledgeHit, type KnowledgeSource } from '../builtin-assistant.js';
import type { Money } from '../grounded/money.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';

/** Outranks the geo engine's generic answers for the same intent: a guide is written for people. */
const GUIDE_SCORE = 11;

const intents: {
  pattern: RegExp;
  answer: (d: DestinationRecord, money: Money, say: ChatMessages) => string;
  score: number;
}[] = [
  {
    pattern: /\b(cost|costs|price|prices|budget|how much|expensive|cheap|spend|per day|a day)\b/,
    // The guides give a day's cost in US dollars; TripMate shows money in rupees, the traveller's currency beside.
    // The guide's dollars are said with the rate and its month; dollars beside the rupees again would say them twice.
    answer: (d, money, say) =>
      say.guide.dayCost({
        name: d.name,
        range: (money.preferred === 'USD' ? money.for(null) : money).range(
          money.fromUsd(d.price.from),
          money.fromUsd(d.price.to),
        ),
        usdFrom: d.price.from,
        usdTo: d.price.to,
        ...money.usdRate(),
        note: d.price.note,
      }),
    score: GUIDE_SCORE,
  },
  {
    pattern: /\b(best time|when|season|month|months|weather|rain|monsoon)\b/,
    answer: (d, _money, say) => say.guide.bestTime({ name: d.name, text: d.bestTimeToVisit }),
    score: GUIDE_SCORE,
  },
  {
    pattern: /\b(get to|getting to|reach|go to|travel to|train to|bus to|how do i get|getting around)\b/,
    answer: (d, _money, say) => say.guide.transport({ name: d.name, ways: d.transportation }),
    score: GUIDE_SCORE - 2,
  },
  {
    pattern: /\b(what to do|things to do|what to see|things to see|highlights|worth seeing|worth visiting|must see)\b/,
    answer: (d, _money, say) => say.guide.highlights({ name: d.name, items: d.highlights }),
    score: GUIDE_SCORE - 1,
  },
  {
    pattern: /\b(fee|fees|ticket|tickets|entry|entrance)\b/,
    answer: (d, _money, say) => say.guide.fees({ name: d.name, items: d.fees }),
    score: GUIDE_SCORE,
  },
];

/** Questions about a place as a whole, which the guide's summary answers. */
const ABOUT_THE_PLACE =
  /\b(about|like|tell me|what is|whats|what s|overview|describe|know|worth|info|information|why)\b/;

/** The eight destination guides: costs, seasons, getting there, highlights and fees, for questions that name one. */
export class ContentKnowledgeSource implements KnowledgeSource {
  constructor(
    private readonly destinations: readonly DestinationRecord[],
    private readonly money: Money,
  ) {}

  retrieve(question: string, context: AnswerContext = {}): KnowledgeHit[] {
    const text = ` ${normalise(question)} `;
    const named = this.destinations.filter(
      (d) => text.includes(` ${normalise(d.name)} `) || text.includes(` ${d.slug} `),
    );
    // A question naming two places ("Kandy to Ella") is about the journey, which the geo engine answers.
    if (named.length !== 1) return [];
    const destination = named[0]!;
    const say = sayIn(context.language);
    const link = { label: say.links.guide(destination.name), href: `/destinations/${destination.slug}` };
    const money = this.money.for(context.currency, say.money);
    const hits = intents
      .filter((intent) => intent.pattern.test(text))
      .map((intent) => ({ score: intent.score, answer: intent.answer(destination, money, say), link }));
    if (hits.length) return hits;
    // The guide's summary answers "tell me about Ella"; a specific question it does not cover ("nearest ATM in Ella?")
    // is said to be unanswered, the summary offered as what TripMate does know, never passed off as the answer.
    const general = ABOUT_THE_PLACE.test(text) || text.trim() === normalise(destination.name);
    return [
      {
        score: GUIDE_SCORE - 3,
        answer: say.guide.summary({ name: destination.name, summary: destination.summary, general }),
        link,
      },
    ];
  }
}

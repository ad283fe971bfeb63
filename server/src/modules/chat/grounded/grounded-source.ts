import type { AnswerContext, KnowledgeHit, KnowledgeSource } from '../builtin-assistant.js';
import type { Grounding, Intent } from './grounding.js';
import { appHelp } from './intents/app-help.js';
import { familyBeaches } from './intents/family-beach.js';
import { fare, trainFare, unpricedFare } from './intents/fare.js';
import { fee } from './intents/fee.js';
import { health, visa } from './intents/health-visa.js';
import { drive, train } from './intents/journey.js';
import { parkOpen } from './intents/park.js';
import { planEdit } from './intents/plan-edit.js';
import { season } from './intents/season.js';
import { activityFare, seasonalActivity } from './intents/seasonal.js';
import { stayPrice } from './intents/stay-price.js';
import { Question } from './question.js';
import { sayIn } from '../writer/languages.js';

/**
 * The most specific kinds first: a tuk-tuk fare between two places is a fare before it is a drive; a travel question
 * that quotes a listing ("a listing says …") is a travel question before it is about the app.
 */
const INTENTS: readonly Intent[] = [planEdit, stayPrice, health, visa, familyBeaches, activityFare, trainFare, unpricedFare, fare, fee, seasonalActivity, parkOpen, train, appHelp, drive, season];
/** Outranks the guides (11) and the keyword entries: a grounded answer is about exactly what was asked. */
const GROUNDED_SCORE = 20;
/**
 * The intents whose words are in every catalogue (writer/): all of them. An intent left out of this set would answer
 * in English, introduced as such in another language (its link labelled in the reply's language where it can be).
 */
const TRANSLATED: ReadonlySet<Intent> = new Set(INTENTS);

/** Answers from TripMate's own data and engines, by the first intent the question is of. */
export class GroundedSource implements KnowledgeSource {
  constructor(private readonly grounding: Grounding) {}

  retrieve(question: string, context: AnswerContext = {}): KnowledgeHit[] {
    const q = new Question(question, this.grounding.finder);
    const say = sayIn(context.language);
    const english = sayIn('en');
    for (const intent of INTENTS) {
      const translated = TRANSLATED.has(intent);
      const words = translated ? say : english;
      const answer = intent(q, this.grounding, this.grounding.money.for(context.currency, words.money), words);
      if (!answer) continue;
      // An English-only answer's link is still labelled in the reply's language when the label is a catalogue's.
      const key = answer.link && !translated ? (Object.keys(english.links) as (keyof typeof english.links)[]).find((k) => english.links[k] === answer.link!.label) : undefined;
      const label = key ? say.links[key] : undefined;
      const link = answer.link && typeof label === 'string' ? { ...answer.link, label } : answer.link;
      return [{ score: GROUNDED_SCORE, answer: translated ? answer.text : say.englishOnly(answer.text), link }];
    }
    return [];
  }
}

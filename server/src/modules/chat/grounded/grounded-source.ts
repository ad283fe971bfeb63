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
const INTENTS: readonly Intent[] = [
  planEdit,
  stayPrice,
  health,
  visa,
  familyBeaches,
  activityFare,
  trainFare,
  unpricedFare,
  fare,
  fee,
  seasonalActivity,
  parkOpen,
  train,
  appHelp,
  drive,
  season,
];
/** Outranks the guides (11) and the keyword entries: a grounded answer is about exactly what was asked. */
const GROUNDED_SCORE = 20;

/** Answers from TripMate's own data and engines, by the first intent the question is of. */
export class GroundedSource implements KnowledgeSource {
  constructor(private readonly grounding: Grounding) {}

  retrieve(question: string, context: AnswerContext = {}): KnowledgeHit[] {
    const q = new Question(question, this.grounding.finder);
    // Every intent's words are in every catalogue (writer/): the answer is in the reply's language.
    const say = sayIn(context.language);
    for (const intent of INTENTS) {
      const answer = intent(q, this.grounding, this.grounding.money.for(context.currency, say.money), say);
      if (answer)
        return [
          {
            score: GROUNDED_SCORE,
            answer: answer.text,
            link: answer.link,
            ...(answer.links ? { links: answer.links } : {}),
          },
        ];
    }
    return [];
  }
}

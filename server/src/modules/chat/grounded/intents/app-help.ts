import { normalise } from '../../builtin-assistant.js';
import type { HelpArticle } from '../../../content/content.module.js';
import { articleAnswer, type Intent } from '../grounding.js';
import type { Question } from '../question.js';

/** Words that make a question about TripMate itself rather than about travelling. */
const ABOUT_THE_APP = [
  'tripmate',
  'app',
  'website',
  'site',
  'account',
  'password',
  'dashboard',
  'profile',
  'planner',
  'my plan',
  'the plan',
  'a plan',
  'my itinerary',
  'itinerary',
  'listing',
  'my business',
  'sign up',
  'sign in',
  'log in',
  'login',
  'signup',
  'pdf',
  'calendar',
  'tick',
  'share',
  'print',
  'export',
  'guesthouse',
  'hotel',
  'restaurant',
  'preferences',
  'currency',
  'homestay',
  'guest house',
  'villa',
  'hostel',
  'cafe',
  'my property',
  'management code',
];
const HOW_TO = [
  'how',
  'where',
  'can i',
  'can we',
  'is there',
  'way to',
  'want to',
  'help',
  'possible',
  'able to',
  'need to',
  'i forgot',
  'trying to',
  'forgot',
  'forgotten',
  'lost',
  'reset',
  'what do i do',
  'what can i do',
  'i run',
  'i own',
  'why',
];
/** Nouns that name the app's things but not what to do with them: they count half, so "print my itinerary" is about printing. */
const GENERIC = new Set([
  'itinerary',
  'planner',
  'business',
  'listing',
  'account',
  'change',
  'day',
  'data',
  'keep',
  'again',
  'name',
]);
const FORGOTTEN = ['forgot', 'forgotten', 'lost', 'cant remember', 'can t remember', 'don t remember', 'dont remember'];

/** The help article whose keywords the question matches best (a phrase of two words counts twice), if any does. */
export function bestArticle(q: Question, help: readonly HelpArticle[]): HelpArticle | undefined {
  let best: { score: number; article: HelpArticle } | null = null;
  for (const article of help) {
    const score = article.keywords.reduce(
      (sum, k) => sum + (q.has(normalise(k)) ? (GENERIC.has(normalise(k)) ? 0.5 : normalise(k).split(' ').length) : 0),
      0,
    );
    if (score > (best?.score ?? 0)) best = { score, article };
  }
  return best?.article;
}

/** "How do I share my plan?": the best help article (bestArticle), when the question is a how-to about the app. */
export const appHelp: Intent = (q, g, _money, say) => {
  if (!q.has(...ABOUT_THE_APP) || !q.has(...HOW_TO)) return null;
  const article = bestArticle(q, g.help);
  if (!article) return null;
  // The help tells how to change a password, which needs the current one; it has nothing on recovering a forgotten one.
  const forgotten = article.id === 'change-password' && q.has(...FORGOTTEN) ? say.help.forgotten : '';
  return articleAnswer(article, say, forgotten);
};

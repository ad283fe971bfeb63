import { articleAnswer, type Intent } from '../grounding.js';

const EDIT = [
  'move',
  'remove',
  'delete',
  'drop',
  'skip',
  'swap',
  'add',
  'put',
  'change',
  'reorder',
  'replace',
  'shift',
  'take out',
  'cut',
  'switch',
  'include',
  'extra day',
  'one more day',
];
const A_PLAN = ['my plan', 'the plan', 'my itinerary', 'the itinerary', 'my trip', 'the trip', 'day', 'plan'];

/**
 * "Move Sigiriya to day 3" asked away from a plan: the assistant changes only the plan being viewed (chat.service.ts),
 * so it says where to ask, and how to make the change by hand, from the help article.
 */
export const planEdit: Intent = (q, g, _money, say) => {
  if (!q.has(...EDIT) || !(q.has(...A_PLAN) || /\bday \d+\b/.test(q.text))) return null;
  if (q.has('business', 'listing', 'password', 'account', 'calendar', 'pdf', 'print', 'share', 'save', 'export'))
    return null;
  const article = g.article('edit-plan');
  return article ? articleAnswer(article, say, say.editAway) : null;
};

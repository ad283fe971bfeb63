import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { MemoryRateLimiter } from '../../../lib/rate-limit.js';
import type { User } from '../../accounts/accounts.module.js';
import type { ContentService } from '../../content/content.module.js';
import type { BuiltInGeo } from '../../geo/geo.module.js';
import { createPlannerEngine, editableDraft, type EditablePlan } from '../../planner/planner.module.js';
import type { AnswerContext } from '../builtin-assistant.js';
import { builtInParts, createChatModule } from '../chat.module.js';
import { ChatService, type ChatReply } from '../chat.service.js';

export type EvalQuestion = {
  readonly category: string;
  readonly question: string;
  readonly mustContain?: readonly string[];
  readonly mustNotContain?: readonly string[];
  readonly currency?: AnswerContext['currency'];
  /** Asked on the page of this plan (one of the set's `plans`), by its owner. */
  readonly plan?: string;
  /** Whether the answer must propose a change to the plan (true) or must not (false). */
  readonly proposes?: boolean;
};
export type EvalSet = {
  readonly questions: readonly EvalQuestion[];
  readonly plans: Readonly<Record<string, Record<string, unknown>>>;
};
export type EvalResult = {
  readonly question: EvalQuestion;
  readonly answer: string;
  readonly missing: readonly string[];
  readonly forbidden: readonly string[];
};
export type EvalScore = {
  readonly overall: number;
  readonly byCategory: ReadonlyMap<string, { passed: number; total: number }>;
  readonly failures: readonly EvalResult[];
};

/** The committed question set (questions.json): the questions, and the plans (planner requests) some are asked on. */
export function loadEvalSet(file = fileURLToPath(new URL('./questions.json', import.meta.url))): EvalSet {
  const set = JSON.parse(readFileSync(file, 'utf8')) as Partial<EvalSet>;
  return { questions: set.questions ?? [], plans: set.plans ?? {} };
}

/**
 * The built-in assistant as the app runs it with no model: the ChatService (validation, history rule, limits, plan
 * changes before anything else), the set's plans made by the planner in memory and asked about by their owner.
 */
export function evalChat(
  geo: BuiltInGeo,
  content: ContentService,
  plans: EvalSet['plans'],
): (question: EvalQuestion) => Promise<ChatReply> {
  const chat = createChatModule({
    model: null,
    timeoutMs: 30_000,
    limiter: new MemoryRateLimiter(),
    logger: pino({ level: 'silent' }),
    builtIn: builtInParts(geo, content),
  });
  const engine = createPlannerEngine(geo);
  const made = new Map<string, EditablePlan>();
  const planNamed = (name: string) => {
    if (!plans[name]) throw new Error(`The evaluation set has no plan "${name}".`);
    if (!made.has(name)) made.set(name, editableDraft(engine, plans[name]));
    return made.get(name)!;
  };
  const service = new ChatService(chat, () => ({ editable: (_owner, id) => Promise.resolve(planNamed(id)) }));
  let asked = 0;
  return (question) => {
    asked++;
    // A new asker each time: the rate limit counts, and never refuses.
    const who = {
      clientIp: `198.18.${asked % 250}.${asked % 200}`,
      user: question.plan ? ({ id: `eval-${asked}` } as User) : null,
      currency: question.currency ?? null,
    };
    return service.send(
      {
        messages: [{ role: 'user', text: question.question }],
        plan: question.plan ? { id: question.plan, version: 1 } : null,
      },
      who,
    );
  };
}

/** A fact is found when any of its |-separated alternatives is in the answer, ignoring case; links count as answer text. */
const found = (answer: string, fact: string) =>
  fact.split('|').some((alternative) => answer.includes(alternative.toLowerCase()));

/**
 * Asks every question and scores the answers: a question passes when every must-fact is there, no must-not one is,
 * and a change to the plan is proposed exactly when the question says one must be.
 */
export async function scoreAssistant(
  ask: (question: EvalQuestion) => Promise<ChatReply>,
  questions: readonly EvalQuestion[],
): Promise<EvalScore> {
  const byCategory = new Map<string, { passed: number; total: number }>();
  const failures: EvalResult[] = [];
  for (const question of questions) {
    const reply = await ask(question);
    const text = reply.text ?? '';
    const answer = [text, ...reply.links.map((l) => `${l.label} ${l.href}`)].join('\n').toLowerCase();
    const missing = (question.mustContain ?? []).filter((fact) => !found(answer, fact));
    const forbidden = (question.mustNotContain ?? []).filter((fact) => found(answer, fact));
    if (question.proposes === true && !reply.proposal) missing.push('(a proposal to apply)');
    if (question.proposes === false && reply.proposal) forbidden.push('(a proposal to apply)');
    const tally = byCategory.get(question.category) ?? { passed: 0, total: 0 };
    tally.total++;
    if (missing.length === 0 && forbidden.length === 0) tally.passed++;
    else failures.push({ question, answer: text, missing, forbidden });
    byCategory.set(question.category, tally);
  }
  return { overall: (questions.length - failures.length) / questions.length, byCategory, failures };
}

import { parseInput } from '../../lib/errors/validation.js';
import { OutsideContentFilter, withoutOutsideContent } from '../../lib/outside-content.js';
import type { User } from '../accounts/accounts.module.js';
import type { ModelClient, ModelOutcome, ToolReply } from '../llm/llm.module.js';
import type { EditablePlan } from '../planner/planner.module.js';
import { ChatError } from './chat.errors.js';
import {
  CHAT_MESSAGES_PER_WINDOW,
  CHAT_WINDOW_SECONDS,
  SYSTEM_INSTRUCTION,
  answerIn,
  type ChatModule,
} from './chat.module.js';
import { sendChatMessageSchema } from './chat.schema.js';
import type { ChatLink } from './builtin-assistant.js';
import type { EditAsk } from './plan-edits/edit-asks.js';
import type { PlanProposal } from './plan-edits/plan-edit-answers.js';
import { toolGuidance, type ChatToolBox } from './tools/chat-tools.js';
import type { ChatMessages } from './writer/catalogue.js';
import { isPlanLanguage } from '../planner/planner.module.js';
import { sayIn, type ChatLanguage } from './writer/languages.js';

export type ChatSource = 'BUILT_IN' | 'GEMINI' | 'OPENAI';
export type { PlanProposal } from './plan-edits/plan-edit-answers.js';

/** The spec's generation settings. */
export const GENERATION = { temperature: 0.7, maxOutputTokens: 1024 } as const;

export type ChatReply = {
  /** Null when the model answered with no text (the client shows the spec's "couldn't get a travel tip"). */
  readonly text: string | null;
  readonly source: ChatSource;
  readonly links: readonly ChatLink[];
  /** A change to the plan being viewed, tried on a copy: applied only when the traveller confirms it. */
  readonly proposal: PlanProposal | null;
};

/** Who is asking: the signed-in traveller (null signed out), their address for the rate limit, their currency. */
export type ChatAsker = {
  readonly user?: User | null;
  readonly clientIp: string;
  readonly currency?: 'USD' | 'EUR' | 'GBP' | null;
};

/** The traveller's plans as the assistant may use them: one of theirs, at a version, to try edits on. */
export type PlanAccess = { editable(owner: User, id: string, version: number): Promise<EditablePlan> };

/** What a streamed reply is made of: its text a word at a time, then the whole reply. */
export type ChatStreamEvent =
  { readonly type: 'token'; readonly text: string } | { readonly type: 'done'; readonly reply: ChatReply };

/** "Ayubowan! Ask me" -> ["Ayubowan!", " Ask", " me"]: each word with the space before it, so the pieces join to the text. */
export function wordsOf(text: string): string[] {
  return text.split(/(?<=\S)(?=\s)/);
}

/**
 * One turn of the Sri Lanka Travel Bot: the spec's history rule, a rate limit, then the configured model with our
 * facts and the built-in engine's lookups as tools, within a 30 s timeout — or, with no model or when it fails, the
 * built-in assistant. A model's words reach every client (the web client and any other caller of GraphQL or the
 * stream) without links to other sites, e-mail addresses, phone numbers or markup, which a model may have picked up
 * from what it was given or made up. A request to change the plan being viewed that the built-in engine reads is its
 * own, model or not; one it does not read, the model may turn into edits through the same engine. Either way the
 * change is only proposed: nothing is applied here.
 */
export class ChatService {
  constructor(
    private readonly chat: ChatModule,
    private readonly plans: () => PlanAccess,
  ) {}

  /** `signal`: the caller stopped waiting (a closed stream); a model call in flight is abandoned. */
  async send(input: unknown, who: ChatAsker, options: { signal?: AbortSignal } = {}): Promise<ChatReply> {
    const turn = await this.turn(input, who);
    if (turn.kind === 'answered') return turn.reply;
    const { model, request, tools, builtIn } = turn;
    const answer = await model.replyWithTools(request, tools, {
      purpose: 'chat',
      deadlineMs: this.chat.timeoutMs,
      signal: options.signal,
    });
    if (!answer.ok) return answer.refused ? refusedReply(turn.say, model.source) : builtInReply(builtIn);
    const text =
      answer.value.text === null ? null : withoutOutsideContent(answer.value.text, this.chat.site).trim() || null;
    const proposed = tools.proposal;
    if (proposed)
      return {
        ...modelReply(text, answer.source, tools, builtIn),
        text: [text, proposed.text].filter(Boolean).join('\n\n'),
      };
    return modelReply(text, answer.source, tools, builtIn);
  }

  /**
   * The reply as it is written, then the whole reply (with its links and any proposal). A model's reply streams from
   * the model, token by token as its API sends them, the lookups run between its rounds. If the model fails before
   * its first token, the built-in answer is given instead; if it fails after, what came stands, followed by a note
   * that it was cut short and then the built-in answer (or the proposal the lookups made), so the traveller is never
   * left with half a sentence and no word why. A model that declines (a blocked prompt, a refusal) is said to have
   * declined, after what it wrote, if anything. Without a model, the built-in answer goes out word by word. The
   * tokens always join to the `done` reply's text.
   */
  async *stream(input: unknown, who: ChatAsker, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    const turn = await this.turn(input, who);
    if (turn.kind === 'answered') {
      yield* wordByWord(turn.reply, signal);
      return;
    }
    const { model, request, tools, builtIn } = turn;
    // The model's words go out as they come, less what a reply may not carry (links elsewhere, contacts, markup):
    // the filter holds back a word until it can tell.
    const filter = new OutsideContentFilter(this.chat.site);
    let given = '';
    let outcome: ModelOutcome<ToolReply> | undefined;
    for await (const event of model.streamWithTools(request, tools, {
      purpose: 'chat',
      deadlineMs: this.chat.timeoutMs,
      signal,
    })) {
      if (signal.aborted) return;
      if (event.type === 'end') {
        outcome = event.outcome;
        break;
      }
      const text = filter.push(event.text);
      if (!text) continue;
      given += text;
      yield { type: 'token', text };
    }
    if (signal.aborted || !outcome) return;
    const held = filter.end();
    if (held) {
      given += held;
      yield { type: 'token', text: held };
    }
    const proposed = tools.proposal;
    if (!outcome.ok && given === '') {
      yield* wordByWord(outcome.refused ? refusedReply(turn.say, model.source) : builtInReply(builtIn), signal);
      return;
    }
    if (!outcome.ok && outcome.refused) {
      // What the model wrote before its filter stopped it stays (it has been read); the refusal follows it.
      yield* afterGiven(given, refusedReply(turn.say, model.source), signal);
      return;
    }
    const reply = modelReply(given || null, model.source, tools, builtIn);
    // What follows the model's words: the engine's own account of a proposed change (the diff is the one Apply
    // makes), or, when the model stopped mid-reply, a note and the built-in answer.
    const rest = outcome.ok ? (proposed?.text ?? '') : `${turn.say.cutShort}${proposed ? proposed.text : builtIn.text}`;
    const tail = given && rest ? `\n\n${rest}` : rest;
    for (const text of tail ? wordsOf(tail) : []) {
      if (signal.aborted) return;
      yield { type: 'token', text };
    }
    if (!signal.aborted)
      yield {
        type: 'done',
        reply: { ...reply, text: given + tail || null, ...(!outcome.ok && !proposed ? { links: builtIn.links } : {}) },
      };
  }

  /** The turn up to the model: input, rate limit, a plan edit the built-in engine reads, or what the model is asked. */
  private async turn(input: unknown, who: ChatAsker): Promise<{ kind: 'answered'; reply: ChatReply } | ModelTurn> {
    const { message, history, plan, language: asked } = parseInput(sendChatMessageSchema, input);
    const language = asked ?? accountLanguage(who.user);
    const say = sayIn(language);
    const key = who.user ? `chat:user:${who.user.id}` : `chat:ip:${who.clientIp}`;
    const count = await this.chat.limiter.hit(key, CHAT_WINDOW_SECONDS);
    if (count.count > CHAT_MESSAGES_PER_WINDOW) throw ChatError.tooMany(count.resetInSeconds);

    if (plan) {
      const asks = this.chat.planEdits.asks(message);
      if (asks.length > 0) return { kind: 'answered', reply: await this.proposeEdits(asks, plan, who, say) };
    }

    const context = { currency: who.currency ?? null, language };
    const builtIn = this.chat.builtIn.answer(message, context);
    const model = this.chat.model;
    if (!model) return { kind: 'answered', reply: builtInReply(builtIn) };

    // The facts and the lookups are stated in English, which the model reads best; it answers in the traveller's language.
    const facts = this.chat.builtIn.retrieve(message, 3, { currency: context.currency }).map((hit) => hit.answer);
    const tools = this.chat.tools.box({
      money: this.chat.money.for(who.currency),
      plan: plan && (() => this.editable(plan, who)),
    });
    const request = {
      system: instructionWithFacts(`${SYSTEM_INSTRUCTION} ${toolGuidance(plan !== null)}${answerIn(language)}`, facts),
      history,
      message,
      ...GENERATION,
    };
    return { kind: 'model', model, request, tools, builtIn, say };
  }

  /** The plan is read only for its owner (another account's answers not found); the change is tried on a copy. */
  private async proposeEdits(
    asks: readonly EditAsk[],
    plan: { id: string; version: number },
    who: ChatAsker,
    say: ChatMessages,
  ): Promise<ChatReply> {
    const editable = await this.editable(plan, who);
    const answer = this.chat.planEdits.answer(asks, editable, this.chat.money.for(who.currency, say.money), say);
    return { text: answer.text, source: 'BUILT_IN', links: [], proposal: answer.proposal };
  }

  private async editable(plan: { id: string; version: number }, who: ChatAsker): Promise<EditablePlan> {
    if (!who.user) throw ChatError.signInToEdit();
    return this.plans().editable(who.user, plan.id, plan.version);
  }
}

/** The model's turn: the client, what it is asked, its lookups, and the built-in answer to fall back on. */
type ModelTurn = {
  readonly kind: 'model';
  readonly model: ModelClient;
  readonly request: Parameters<ModelClient['replyWithTools']>[0];
  readonly tools: ChatToolBox;
  readonly builtIn: BuiltInAnswer;
  /** The built-in assistant's words in the reply's language. */
  readonly say: ChatMessages;
};

/** The built-in assistant's answer to the question: what a model's reply falls back on. */
type BuiltInAnswer = { readonly text: string; readonly links: readonly ChatLink[] };

/** The account's Language setting, when the assistant speaks it; English otherwise and signed out. */
function accountLanguage(user: User | null | undefined): ChatLanguage {
  return user && isPlanLanguage(user.language) ? user.language : 'en';
}

/** The model declined: said so in the reader's language, with nothing of the built-in answer's (it was not asked for). */
function refusedReply(say: ChatMessages, source: ChatSource): ChatReply {
  return { text: say.refused, source, links: [], proposal: null };
}

function builtInReply(builtIn: BuiltInAnswer): ChatReply {
  return { text: builtIn.text, source: 'BUILT_IN', links: builtIn.links, proposal: null };
}

/** The model's reply: with a proposal, its links and the proposal; else the pages its lookups came from, or the built-in answer's. */
function modelReply(text: string | null, source: ChatSource, tools: ChatToolBox, builtIn: BuiltInAnswer): ChatReply {
  const proposed = tools.proposal;
  if (proposed) return { text, source, links: tools.links, proposal: proposed.proposal };
  return { text, source, links: tools.links.length > 0 ? tools.links : builtIn.links, proposal: null };
}

/** A reply whose text follows what was given already, a paragraph below it, a word at a time; then the whole. */
async function* afterGiven(given: string, reply: ChatReply, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  for (const text of wordsOf(`\n\n${reply.text ?? ''}`)) {
    if (signal.aborted) return;
    yield { type: 'token', text };
  }
  if (!signal.aborted) yield { type: 'done', reply: { ...reply, text: `${given}\n\n${reply.text ?? ''}` } };
}

/** A whole reply given out a word at a time, then whole. */
async function* wordByWord(reply: ChatReply, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  for (const text of reply.text ? wordsOf(reply.text) : []) {
    if (signal.aborted) return;
    yield { type: 'token', text };
  }
  if (!signal.aborted) yield { type: 'done', reply };
}

/** The system instruction with the facts appended: models answer from these, not from memory. */
function instructionWithFacts(system: string, facts: readonly string[]): string {
  if (facts.length === 0) return system;
  return `${system}\n\nFacts from TripMate's own data for this question (prefer them; say so when they do not cover it):\n${facts.map((fact) => `- ${fact}`).join('\n')}`;
}

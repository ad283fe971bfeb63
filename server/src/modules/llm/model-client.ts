import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import {
  AnswerCut,
  ModelRefusal,
  ProviderError,
  type ModelSource,
  type ModelTransport,
  type ReplyRequest,
  type StructuredRequest,
  type ToolAnswer,
  type ToolCall,
  type ToolDeclaration,
  type ToolRound,
  type ToolTurnAnswer,
  type ToolTurnRequest,
} from './llm.types.js';

/** How every caller's model calls are made: one policy for the assistant and the planner's writer alike. */
export type ModelPolicy = {
  /** One attempt's limit. */
  readonly attemptTimeoutMs: number;
  /** Attempts per call: a 429, a 5xx, a timeout, a network error or an answer the caller rejects is tried again. */
  readonly attempts: number;
  /**
   * The pause before a retry (a 429 or a busy server may recover in a moment), unless the API named its own
   * (`RetryInfo.retryDelay`): that is waited when an attempt can still start after it, before the caller's deadline
   * (without one, within one attempt's limit); otherwise the call is not tried again.
   */
  readonly retryDelayMs: number;
  /** Consecutive failed calls after which the model is not asked for `openForMs` (callers fall back at once). */
  readonly breakerThreshold: number;
  readonly openForMs: number;
  /** A streamed reply that has begun is given up when nothing more comes for this long (the attempt's limit still holds). */
  readonly streamIdleMs: number;
};

export const DEFAULT_POLICY: Omit<ModelPolicy, 'attemptTimeoutMs'> = {
  attempts: 2,
  retryDelayMs: 1000,
  breakerThreshold: 5,
  openForMs: 30_000,
  streamIdleMs: 10_000,
};

/** What the caller makes of the model's text: a value, or the reason it cannot be used (then it is tried again). */
export type Acceptance<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

export type ModelOutcome<T> =
  | { readonly ok: true; readonly value: T; readonly source: ModelSource }
  | {
      readonly ok: false;
      /** `unavailable`: the call failed or the circuit is open; `rejected`: the model answered, but not usably. */
      readonly kind: 'unavailable' | 'rejected';
      readonly detail: string;
      readonly status?: number;
      /**
       * The model (or its API's filter) declined the request, a `rejected` answer to be said to the reader as a
       * refusal: never tried again, not counted by the breaker.
       */
      readonly refused?: true;
    };

/**
 * How far a turn with tools may go: rounds of calls before the model must answer, calls answered per round (the
 * rest are told to wait), and the characters of JSON one result may take.
 */
export const TOOL_LIMITS = { rounds: 4, callsPerRound: 5, resultChars: 4000 } as const;

/** The functions a turn offers the model, and what runs them. */
export type ToolBox = {
  readonly declarations: readonly ToolDeclaration[];
  /** Runs a call to one of the declared functions, with the model's arguments (not yet checked: the runner checks them). */
  run(name: string, args: Readonly<Record<string, unknown>>): Promise<ToolAnswer>;
};

/** The model's text (null when it wrote none) and the calls it made on the way, each answered or refused. */
export type ToolReply = {
  readonly text: string | null;
  readonly calls: readonly { readonly name: string; readonly ok: boolean }[];
};

export type CallOptions = {
  /** Names the caller in the log. */
  readonly purpose: string;
  /**
   * No attempt starts after this long, and none runs past it: an interactive answer should not wait for two
   * timeouts. Unset: every attempt gets the policy's full timeout.
   */
  readonly deadlineMs?: number;
  /** The request's own logger, when there is one. */
  readonly logger?: Logger;
  /** The caller stopped waiting (a reader closed the stream): the call in flight is abandoned and not tried again. */
  readonly signal?: AbortSignal;
};

/**
 * What a streamed reply gives out: its text a piece at a time, then how it ended. `end` with `ok: false` after tokens
 * means the reply was cut short: the tokens given stand, nothing was retried.
 */
export type ReplyStreamEvent =
  | { readonly type: 'token'; readonly text: string }
  | { readonly type: 'end'; readonly outcome: ModelOutcome<ToolReply> };

type Failure = {
  readonly kind: 'unavailable' | 'rejected';
  readonly retry: boolean;
  readonly detail: string;
  readonly status?: number;
  readonly refused?: true;
  /** The pause the API asked for before the next try. */
  readonly retryAfterMs?: number;
};

/**
 * The configured model (Gemini or an OpenAI-compatible endpoint) behind one policy: a timeout per attempt, a retry of
 * what may pass on a second try, and a circuit breaker so that a model that is down costs callers nothing while it is
 * down. Every attempt that fails is logged with its reason; keys never appear (they travel in headers).
 */
export class ModelClient {
  private failuresInARow = 0;
  private openUntil = 0;
  /** After the open period, one call alone tries the model (half-open); the others fall back until it answers. */
  private probing = false;

  constructor(
    private readonly transport: ModelTransport,
    private readonly policy: ModelPolicy,
    private readonly logger: Logger,
    private readonly clock: { now(): number; sleep(ms: number): Promise<unknown> } = { now: Date.now, sleep },
  ) {}

  get source(): ModelSource {
    return this.transport.source;
  }

  /**
   * A conversation turn in which the model may look things up: each call it asks for is run by `tools` and its answer
   * sent back, for at most `TOOL_LIMITS.rounds` rounds; then (or once it writes a call its API refuses) it is told to
   * answer in text. Every round trip is one call under the policy (timeout, retry, breaker, the caller's abort), and
   * the caller's deadline holds for them all together. A null text (the model answered none) is an answer.
   */
  async replyWithTools(request: ReplyRequest, tools: ToolBox, options: CallOptions): Promise<ModelOutcome<ToolReply>> {
    const started = this.clock.now();
    const rounds: ToolRound[] = [];
    const calls: { name: string; ok: boolean }[] = [];
    let mustAnswer = tools.declarations.length === 0;
    for (;;) {
      const allowCalls = !mustAnswer && rounds.length < TOOL_LIMITS.rounds;
      const deadlineMs =
        options.deadlineMs === undefined ? undefined : options.deadlineMs - (this.clock.now() - started);
      if (deadlineMs !== undefined && deadlineMs <= 0)
        return { ok: false, kind: 'unavailable', detail: 'no time was left to answer after the lookups' };
      const turn = { ...request, tools: tools.declarations, rounds: [...rounds], allowCalls };
      const outcome = await this.call(
        (signal) => this.transport.replyWithTools(turn, signal),
        (answer): Acceptance<ToolTurnAnswer> =>
          allowCalls || answer.kind === 'text'
            ? { ok: true, value: answer }
            : {
                ok: false,
                problem: `the model answered ${answer.kind === 'calls' ? 'with calls' : 'a malformed call'} when told to answer in text`,
              },
        { ...options, deadlineMs },
      );
      if (!outcome.ok) return outcome;
      const answer = outcome.value;
      if (answer.kind === 'text') return { ok: true, value: { text: answer.text, calls }, source: outcome.source };
      if ((await this.afterRound(answer, rounds, calls, tools, options)) === 'answer') mustAnswer = true;
    }
  }

  /**
   * `replyWithTools` as the model writes it: each round trip streamed, the text of every round given out as it comes
   * (rounds apart by a blank line; whitespace at the start and the end held back, so the tokens join to the reply's
   * text), the lookups run between rounds, then `end` with the outcome. The policy holds for streams too: the caller's
   * deadline (or one attempt's limit) for the whole of each round trip, `streamIdleMs` between chunks once one has
   * come, the breaker counting a stream that failed. A round trip is tried again only while none of its text has been
   * given out; once some has, a failure ends the reply there (`end` not ok), since asking again would repeat or
   * contradict what the reader already has. The caller's signal aborts the request to the model.
   */
  async *streamWithTools(
    request: ReplyRequest,
    tools: ToolBox,
    options: CallOptions,
  ): AsyncGenerator<ReplyStreamEvent> {
    const started = this.clock.now();
    const rounds: ToolRound[] = [];
    const calls: { name: string; ok: boolean }[] = [];
    const text = new HeldWhitespace();
    let mustAnswer = tools.declarations.length === 0;
    for (;;) {
      const allowCalls = !mustAnswer && rounds.length < TOOL_LIMITS.rounds;
      const deadlineMs =
        options.deadlineMs === undefined ? undefined : options.deadlineMs - (this.clock.now() - started);
      if (deadlineMs !== undefined && deadlineMs <= 0) {
        yield {
          type: 'end',
          outcome: { ok: false, kind: 'unavailable', detail: 'no time was left to answer after the lookups' },
        };
        return;
      }
      const turn = { ...request, tools: tools.declarations, rounds: [...rounds], allowCalls };
      let outcome: ModelOutcome<ToolTurnAnswer> | undefined;
      for await (const event of this.streamedCall(turn, text, { ...options, deadlineMs })) {
        if (event.type === 'token') yield event;
        else outcome = event.outcome;
      }
      if (!outcome!.ok) {
        yield { type: 'end', outcome: outcome! };
        return;
      }
      const answer = outcome!.value;
      if (answer.kind === 'text') {
        yield { type: 'end', outcome: { ok: true, value: { text: text.given || null, calls }, source: this.source } };
        return;
      }
      text.betweenRounds();
      if ((await this.afterRound(answer, rounds, calls, tools, options)) === 'answer') mustAnswer = true;
    }
  }

  /** JSON of the request's schema, accepted (parsed and checked) by the caller. */
  generateJson<T>(
    request: StructuredRequest,
    accept: (text: string) => Acceptance<T>,
    options: CallOptions,
  ): Promise<ModelOutcome<T>> {
    return this.call(
      (signal) => this.transport.generateJson(request, signal),
      (text) => (text === null ? { ok: false, problem: 'the model answered no text' } : accept(text)),
      options,
    );
  }

  /**
   * A round that was not the answer, in either loop: a call its API refused makes the model answer in text next
   * ('answer'); calls are run, noted in `calls` and kept in `rounds` for the next request ('go on').
   */
  private async afterRound(
    answer: Exclude<ToolTurnAnswer, { kind: 'text' }>,
    rounds: ToolRound[],
    calls: { name: string; ok: boolean }[],
    tools: ToolBox,
    options: CallOptions,
  ): Promise<'answer' | 'go on'> {
    if (answer.kind === 'malformed') {
      (options.logger ?? this.logger).warn(
        { provider: this.source, purpose: options.purpose, problem: answer.detail },
        'the model wrote a call its API refused; it is asked to answer in text',
      );
      return 'answer';
    }
    const results = [];
    for (const [index, call] of answer.calls.entries()) {
      const result = { call, answer: await this.runCall(call, index, tools, options) };
      calls.push({ name: call.name, ok: 'output' in result.answer });
      results.push(result);
    }
    rounds.push({ modelTurn: answer.modelTurn, results });
    return 'go on';
  }

  /** One call the model asked for, answered whatever it was: a wrong name or arguments are told to the model, not thrown. */
  private async runCall(call: ToolCall, index: number, tools: ToolBox, options: CallOptions): Promise<ToolAnswer> {
    if (index >= TOOL_LIMITS.callsPerRound)
      return {
        error: `At most ${TOOL_LIMITS.callsPerRound} calls are answered at once; ask for the rest after these.`,
      };
    if (!tools.declarations.some((tool) => tool.name === call.name)) {
      return {
        error: `There is no function of that name. The functions are: ${tools.declarations.map((tool) => tool.name).join(', ')}.`,
      };
    }
    if (call.args === null)
      return {
        error: 'The arguments were not a JSON object. Call again with arguments as the function’s parameters describe.',
      };
    let answer: ToolAnswer;
    try {
      answer = await tools.run(call.name, call.args);
    } catch (error) {
      (options.logger ?? this.logger).error({ err: error, purpose: options.purpose, tool: call.name }, 'a tool failed');
      return { error: 'The lookup failed. Answer without it, and say so.' };
    }
    if (!('output' in answer)) return answer;
    // A result is bounded so that no lookup can fill the model's context (or the bill).
    const json = JSON.stringify(answer.output) ?? 'null';
    return json.length <= TOOL_LIMITS.resultChars
      ? answer
      : { output: { truncated: true, partial: json.slice(0, TOOL_LIMITS.resultChars) } };
  }

  /** Whether the breaker lets a call through now: `probe` when it is the one call that tries a model that was down. */
  private gate(
    now: number,
  ): { readonly pass: true; readonly probe: boolean } | { readonly pass: false; readonly detail: string } {
    const tripped = this.failuresInARow >= this.policy.breakerThreshold;
    if (tripped && (now < this.openUntil || this.probing)) {
      const when =
        now < this.openUntil ? `until ${new Date(this.openUntil).toISOString()}` : 'while another call tries it';
      return {
        pass: false,
        detail: `the model failed ${this.failuresInARow} calls in a row; it is not asked again ${when}`,
      };
    }
    return { pass: true, probe: tripped };
  }

  /**
   * A failed call counts towards the breaker unless the model did answer (an answer the caller could not use); a
   * refusal is an answer from a model that is up, so the count starts again.
   */
  private failed(final: Failure): ModelOutcome<never> {
    if (final.refused) this.failuresInARow = 0;
    else if (final.kind === 'unavailable' && ++this.failuresInARow >= this.policy.breakerThreshold)
      this.openUntil = this.clock.now() + this.policy.openForMs;
    return {
      ok: false,
      kind: final.kind,
      detail: final.detail,
      ...(final.status === undefined ? {} : { status: final.status }),
      ...(final.refused ? { refused: true as const } : {}),
    };
  }

  /**
   * The pause before the next attempt: the API's own when it named one, else the policy's; null when no attempt could
   * start after it (the deadline is sooner, or, for an API's pause without a deadline, one attempt's limit).
   */
  private pauseAfter(failure: Failure | undefined, left: number): number | null {
    const asked = failure?.retryAfterMs;
    const pause = asked ?? this.policy.retryDelayMs;
    const bound = Number.isFinite(left) || asked === undefined ? left : this.policy.attemptTimeoutMs;
    return pause < bound ? pause : null;
  }

  private async call<R, T>(
    send: (signal: AbortSignal) => Promise<R>,
    accept: (answer: R) => Acceptance<T>,
    options: CallOptions,
  ): Promise<ModelOutcome<T>> {
    const started = this.clock.now();
    const gate = this.gate(started);
    if (!gate.pass) return { ok: false, kind: 'unavailable', detail: gate.detail };
    if (!gate.probe) return this.attempts(send, accept, options, started);
    this.probing = true;
    try {
      return await this.attempts(send, accept, options, started);
    } finally {
      this.probing = false;
    }
  }

  private async attempts<R, T>(
    send: (signal: AbortSignal) => Promise<R>,
    accept: (answer: R) => Acceptance<T>,
    options: CallOptions,
    started: number,
  ): Promise<ModelOutcome<T>> {
    const logger = options.logger ?? this.logger;
    let failure: Failure | undefined;
    const left = () =>
      options.deadlineMs === undefined ? Infinity : options.deadlineMs - (this.clock.now() - started);
    for (let attempt = 1; attempt <= this.policy.attempts; attempt++) {
      if (attempt > 1) {
        // A retry that could not start before the deadline is not worth the pause.
        const pause = this.pauseAfter(failure, left());
        if (pause === null) break;
        await this.clock.sleep(pause);
        if (options.signal?.aborted) return { ok: false, kind: 'unavailable', detail: 'the caller stopped waiting' };
      }
      const remaining = left();
      if (remaining <= 0) break;
      const result = await this.attempt(
        send,
        accept,
        Math.min(this.policy.attemptTimeoutMs, remaining),
        options.signal,
      );
      if ('value' in result) {
        this.failuresInARow = 0;
        return { ok: true, value: result.value, source: this.source };
      }
      // Nobody is waiting for the answer: that says nothing about the model, so the breaker does not count it.
      if (options.signal?.aborted) return { ok: false, kind: 'unavailable', detail: 'the caller stopped waiting' };
      failure = result;
      logger.warn(
        { provider: this.source, purpose: options.purpose, attempt, status: failure.status, problem: failure.detail },
        'the model call failed',
      );
      if (!failure.retry) break;
    }
    // An answer the caller could not use says nothing about whether the model is up.
    return this.failed(failure ?? { kind: 'unavailable', retry: false, detail: 'no time was left for the call' });
  }

  private async attempt<R, T>(
    send: (signal: AbortSignal) => Promise<R>,
    accept: (answer: R) => Acceptance<T>,
    timeoutMs: number,
    stopped?: AbortSignal,
  ): Promise<Failure | { value: T }> {
    let answer: R;
    try {
      answer = await send(
        stopped ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stopped]) : AbortSignal.timeout(timeoutMs),
      );
    } catch (error) {
      return callFailure(error);
    }
    const accepted = accept(answer);
    return accepted.ok ? { value: accepted.value } : { kind: 'rejected', retry: true, detail: accepted.problem };
  }
  /** One streamed round trip under the policy: the breaker, the attempts (retried only before a token), the timeouts. */
  private async *streamedCall(
    turn: ToolTurnRequest,
    text: HeldWhitespace,
    options: CallOptions,
  ): AsyncGenerator<StreamedCallEvent> {
    const started = this.clock.now();
    const gate = this.gate(started);
    if (!gate.pass) {
      yield { type: 'outcome', outcome: { ok: false, kind: 'unavailable', detail: gate.detail } };
      return;
    }
    if (gate.probe) this.probing = true;
    try {
      const logger = options.logger ?? this.logger;
      const left = () =>
        options.deadlineMs === undefined ? Infinity : options.deadlineMs - (this.clock.now() - started);
      let failure: Failure | undefined;
      for (let attempt = 1; attempt <= this.policy.attempts; attempt++) {
        if (attempt > 1) {
          const pause = this.pauseAfter(failure, left());
          if (pause === null) break;
          await this.clock.sleep(pause);
        }
        const remaining = left();
        if (options.signal?.aborted || remaining <= 0) break;
        const result: { answer?: ToolTurnAnswer; failure?: Failure; gave: boolean } = { gave: false };
        for await (const piece of this.streamedAttempt(
          turn,
          Math.min(this.policy.attemptTimeoutMs, remaining),
          options.signal,
          result,
        )) {
          const given = text.take(piece);
          if (given) {
            result.gave = true;
            yield { type: 'token', text: given };
          }
        }
        if (options.signal?.aborted) {
          yield { type: 'outcome', outcome: { ok: false, kind: 'unavailable', detail: 'the caller stopped waiting' } };
          return;
        }
        if (result.answer && (turn.allowCalls || result.answer.kind === 'text')) {
          this.failuresInARow = 0;
          yield { type: 'outcome', outcome: { ok: true, value: result.answer, source: this.source } };
          return;
        }
        failure = result.failure ?? {
          kind: 'rejected',
          retry: true,
          detail: 'the model answered with calls when told to answer in text',
        };
        logger.warn(
          {
            provider: this.source,
            purpose: options.purpose,
            attempt,
            status: failure.status,
            problem: failure.detail,
            streamed: result.gave,
          },
          'the model call failed',
        );
        if (result.gave || !failure.retry) break;
        text.dropHeld();
      }
      if (options.signal?.aborted) {
        yield { type: 'outcome', outcome: { ok: false, kind: 'unavailable', detail: 'the caller stopped waiting' } };
        return;
      }
      yield {
        type: 'outcome',
        outcome: this.failed(failure ?? { kind: 'unavailable', retry: false, detail: 'no time was left for the call' }),
      };
    } finally {
      if (gate.probe) this.probing = false;
    }
  }

  /**
   * One streamed attempt: the text pieces as they come; the turn's answer or the failure is left in `result`. It
   * fails after `timeoutMs` in all, or after `streamIdleMs` without a chunk once the first has come (a model thinks
   * before its first chunk, so that wait is the attempt's limit alone).
   */
  private async *streamedAttempt(
    turn: ToolTurnRequest,
    timeoutMs: number,
    stopped: AbortSignal | undefined,
    result: { answer?: ToolTurnAnswer; failure?: Failure },
  ): AsyncGenerator<string> {
    const idle = new AbortController();
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), idle.signal, ...(stopped ? [stopped] : [])]);
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(new DOMException('idle', 'TimeoutError')), this.policy.streamIdleMs);
    };
    try {
      for await (const piece of this.transport.streamWithTools(turn, signal)) {
        // What was already read stays unread once the request is aborted (a Stop, a timeout).
        if (signal.aborted) throw signal.reason;
        // The idle clock runs only while the model is awaited, not while a slow reader takes the text.
        clearTimeout(timer);
        if (piece.type === 'text') yield piece.text;
        else if (piece.type === 'answer') result.answer = piece.answer;
        arm();
      }
    } catch (error) {
      result.failure = idle.signal.aborted
        ? { kind: 'unavailable', retry: true, detail: `the model sent nothing for ${this.policy.streamIdleMs} ms` }
        : callFailure(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The reply's text as it may be given out: whitespace at its start dropped and whitespace at the end of a piece held
 * until more text follows (so nothing trails the reply), a blank line between the text of two rounds.
 */
class HeldWhitespace {
  given = '';
  private held = '';

  take(piece: string): string {
    const next = this.held + piece;
    const body = next.trimEnd();
    const start = this.given === '' ? body.length - body.trimStart().length : 0;
    const out = body.slice(start);
    if (out === '') {
      this.held = this.given === '' ? '' : next;
      return '';
    }
    this.held = next.slice(body.length);
    this.given += out;
    return out;
  }

  /** The next round's text, if any, starts a new paragraph. */
  betweenRounds(): void {
    if (this.given !== '') this.held = '\n\n';
  }

  /** An attempt that failed before any of its text was given out: what it held back goes, the round starts again. */
  dropHeld(): void {
    this.held = this.given === '' ? '' : '\n\n';
  }
}

type StreamedCallEvent =
  | { readonly type: 'token'; readonly text: string }
  | { readonly type: 'outcome'; readonly outcome: ModelOutcome<ToolTurnAnswer> };

/**
 * 429s, server errors, timeouts and network errors may pass; any other answer (a bad key, a bad model) will not. A
 * refusal or an answer cut at the output limit came from a model that is up, and would come again.
 */
function callFailure(error: unknown): Failure {
  if (error instanceof ModelRefusal) return { kind: 'rejected', retry: false, detail: error.message, refused: true };
  if (error instanceof AnswerCut) return { kind: 'rejected', retry: false, detail: error.message };
  if (error instanceof ProviderError) {
    return {
      kind: 'unavailable',
      retry: error.status === 429 || error.status >= 500,
      detail: error.message,
      status: error.status,
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    };
  }
  if (error instanceof Error && error.name === 'TimeoutError')
    return { kind: 'unavailable', retry: true, detail: 'the model took longer than the timeout' };
  return {
    kind: 'unavailable',
    retry: true,
    detail: error instanceof Error ? `the call failed: ${error.message}` : 'the call failed',
  };
}

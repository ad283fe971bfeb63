import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { ProviderError, type ModelSource, type ModelTransport, type ReplyRequest, type StructuredRequest } from './llm.types.js';

/** How every caller's model calls are made: one policy for the assistant and the planner's writer alike. */
export type ModelPolicy = {
  /** One attempt's limit. */
  readonly attemptTimeoutMs: number;
  /** Attempts per call: a 429, a 5xx, a timeout, a network error or an answer the caller rejects is tried again. */
  readonly attempts: number;
  /** The pause before a retry (a 429 or a busy server may recover in a moment). */
  readonly retryDelayMs: number;
  /** Consecutive failed calls after which the model is not asked for `openForMs` (callers fall back at once). */
  readonly breakerThreshold: number;
  readonly openForMs: number;
};

export const DEFAULT_POLICY: Omit<ModelPolicy, 'attemptTimeoutMs'> = { attempts: 2, retryDelayMs: 1000, breakerThreshold: 5, openForMs: 30_000 };

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
};

type Failure = { readonly kind: 'unavailable' | 'rejected'; readonly retry: boolean; readonly detail: string; readonly status?: number };

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

  /** A conversation turn; a null text (the model answered none) is an answer, not a failure. */
  reply(request: ReplyRequest, options: CallOptions): Promise<ModelOutcome<string | null>> {
    return this.call((signal) => this.transport.reply(request, signal), (text) => ({ ok: true, value: text }), options);
  }

  /** JSON of the request's schema, accepted (parsed and checked) by the caller. */
  generateJson<T>(request: StructuredRequest, accept: (text: string) => Acceptance<T>, options: CallOptions): Promise<ModelOutcome<T>> {
    return this.call(
      (signal) => this.transport.generateJson(request, signal),
      (text) => (text === null ? { ok: false, problem: 'the model answered no text' } : accept(text)),
      options,
    );
  }

  private async call<T>(send: (signal: AbortSignal) => Promise<string | null>, accept: (text: string | null) => Acceptance<T>, options: CallOptions): Promise<ModelOutcome<T>> {
    const started = this.clock.now();
    const tripped = this.failuresInARow >= this.policy.breakerThreshold;
    if (tripped && (started < this.openUntil || this.probing)) {
      const when = started < this.openUntil ? `until ${new Date(this.openUntil).toISOString()}` : 'while another call tries it';
      return { ok: false, kind: 'unavailable', detail: `the model failed ${this.failuresInARow} calls in a row; it is not asked again ${when}` };
    }
    if (!tripped) return this.attempts(send, accept, options, started);
    this.probing = true;
    try {
      return await this.attempts(send, accept, options, started);
    } finally {
      this.probing = false;
    }
  }

  private async attempts<T>(send: (signal: AbortSignal) => Promise<string | null>, accept: (text: string | null) => Acceptance<T>, options: CallOptions, started: number): Promise<ModelOutcome<T>> {
    const logger = options.logger ?? this.logger;
    let failure: Failure | undefined;
    const left = () => (options.deadlineMs === undefined ? Infinity : options.deadlineMs - (this.clock.now() - started));
    for (let attempt = 1; attempt <= this.policy.attempts; attempt++) {
      if (attempt > 1) {
        // A retry that could not start before the deadline is not worth the pause.
        if (left() <= this.policy.retryDelayMs) break;
        await this.clock.sleep(this.policy.retryDelayMs);
      }
      const remaining = left();
      if (remaining <= 0) break;
      const result = await this.attempt(send, accept, Math.min(this.policy.attemptTimeoutMs, remaining));
      if ('value' in result) {
        this.failuresInARow = 0;
        return { ok: true, value: result.value, source: this.source };
      }
      failure = result;
      logger.warn({ provider: this.source, purpose: options.purpose, attempt, status: failure.status, problem: failure.detail }, 'the model call failed');
      if (!failure.retry) break;
    }
    const final = failure ?? { kind: 'unavailable', retry: false, detail: 'no time was left for the call' };
    // An answer the caller could not use says nothing about whether the model is up.
    if (final.kind === 'unavailable' && ++this.failuresInARow >= this.policy.breakerThreshold) this.openUntil = this.clock.now() + this.policy.openForMs;
    return { ok: false, kind: final.kind, detail: final.detail, ...(final.status === undefined ? {} : { status: final.status }) };
  }

  private async attempt<T>(
    send: (signal: AbortSignal) => Promise<string | null>,
    accept: (text: string | null) => Acceptance<T>,
    timeoutMs: number,
  ): Promise<Failure | { value: T }> {
    let text: string | null;
    try {
      text = await send(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      return callFailure(error);
    }
    const accepted = accept(text);
    return accepted.ok ? { value: accepted.value } : { kind: 'rejected', retry: true, detail: accepted.problem };
  }
}

/** 429s, server errors, timeouts and network errors may pass; any other answer (a bad key, a bad model) will not. */
function callFailure(error: unknown): Failure {
  if (error instanceof ProviderError) {
    return { kind: 'unavailable', retry: error.status === 429 || error.status >= 500, detail: error.message, status: error.status };
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'unavailable', retry: true, detail: 'the model took longer than the timeout' };
  return { kind: 'unavailable', retry: true, detail: error instanceof Error ? `the call failed: ${error.message}` : 'the call failed' };
}

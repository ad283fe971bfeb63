/** Which configured model answered. */
export type ModelSource = 'GEMINI' | 'OPENAI';

export type ModelMessage = { readonly role: 'user' | 'assistant'; readonly text: string };

/** A conversation turn: the instruction (with whatever facts the caller put in it), the history and the new message. */
export type ReplyRequest = {
  readonly system: string;
  readonly history: readonly ModelMessage[];
  readonly message: string;
  readonly temperature: number;
  readonly maxOutputTokens: number;
};

/** A request for JSON of a given shape (structured output), for writing rather than chatting. */
export type StructuredRequest = {
  readonly system: string;
  readonly prompt: string;
  /** A short name for the shape (OpenAI's json_schema.name). */
  readonly schemaName: string;
  /**
   * A JSON Schema both APIs accept in their strict modes: objects list every property as required and allow no
   * others; lengths and cross-field rules are checked by the caller, not here.
   */
  readonly schema: Readonly<Record<string, unknown>>;
  readonly temperature: number;
  readonly maxOutputTokens: number;
};

/**
 * A function the model may call: its name, what it is for, and its arguments as a JSON Schema both APIs accept
 * (`type`, `properties`, `required`, `enum`, `items`, `description`; no `additionalProperties`, which Gemini's
 * function declarations do not take).
 */
export type ToolDeclaration = {
  readonly name: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
};

/**
 * A call the model asked for. `id` is the API's id for it (OpenAI's always, Gemini's when it gives one), sent back
 * with the result; `args` is null when the arguments could not be read as a JSON object.
 */
export type ToolCall = {
  readonly id: string | null;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>> | null;
};

/** What a call answered, as the model is told it: the output, or what was wrong (the model may call again). */
export type ToolAnswer = { readonly output: unknown } | { readonly error: string };

/**
 * One round of tool use: the model's turn exactly as its API sent it (it goes back verbatim: Gemini's thinking models
 * need their thought signatures back) and the answer to each of its calls, in order.
 */
export type ToolRound = {
  readonly modelTurn: unknown;
  readonly results: readonly { readonly call: ToolCall; readonly answer: ToolAnswer }[];
};

/** A conversation turn in which the model may call functions: the turn, the functions, the rounds so far. */
export type ToolTurnRequest = ReplyRequest & {
  readonly tools: readonly ToolDeclaration[];
  readonly rounds: readonly ToolRound[];
  /** False: the model must answer in text now; the functions stay declared (the rounds mention them), calling is off. */
  readonly allowCalls: boolean;
};

/**
 * What the model made of a turn: its text (null when it wrote none), the calls it asks for, or a call it wrote so
 * badly that its API refused it (Gemini's MALFORMED_FUNCTION_CALL).
 */
export type ToolTurnAnswer =
  | { readonly kind: 'text'; readonly text: string | null }
  | { readonly kind: 'calls'; readonly calls: readonly ToolCall[]; readonly modelTurn: unknown }
  | { readonly kind: 'malformed'; readonly detail: string };

/**
 * What a streamed turn gives out as it comes: a piece of its text, a sign of life (a chunk with no text: a fragment
 * of a call, a finish reason), and last what the whole turn came to. A stream that ends without its API's end (a
 * finish reason, `[DONE]`) throws: it was cut off.
 */
export type StreamPiece =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'alive' }
  | { readonly type: 'answer'; readonly answer: ToolTurnAnswer };

/** One model API (Gemini, OpenAI-compatible): one HTTP call per method, no policy. */
export interface ModelTransport {
  readonly source: ModelSource;
  /** A conversation turn; with no tools declared, the plain payload of the spec's chat. */
  replyWithTools(request: ToolTurnRequest, signal: AbortSignal): Promise<ToolTurnAnswer>;
  /** The same turn as the API streams it (server-sent events); `signal` aborts the request, body and all. */
  streamWithTools(request: ToolTurnRequest, signal: AbortSignal): AsyncGenerator<StreamPiece>;
  /** The JSON text, or null when the model answered none. */
  generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null>;
}

/** A JSON value that is an object (not an array, not null): what function arguments must be. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A call the model's API answered with an error; `status` is the HTTP status (429 and 5xx are worth a retry).
 * `retryAfterMs`: how long the API asked to be left before the next try (Gemini's `RetryInfo.retryDelay`).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * The model (or its API's filter) declined the request: a prompt blocked for safety, an answer stopped for safety, an
 * OpenAI `refusal`. It is an answer, not an outage: said to the traveller, never tried again, not counted by the
 * breaker. `detail` is what the API said, for the log.
 */
export class ModelRefusal extends Error {
  constructor(readonly detail: string) {
    super(`the model declined: ${detail}`);
  }
}

/**
 * A turn's answer reached the output limit before it ended (`finish_reason: length`, `MAX_TOKENS`): its text stops
 * mid-way and a call's arguments may be cut. Asked again with the same limit, it would stop again: not retried. (Cut
 * structured output is not this: it does not parse, and its caller rejects it.)
 */
export class AnswerCut extends Error {
  constructor() {
    super('the answer reached its length limit before it ended');
  }
}

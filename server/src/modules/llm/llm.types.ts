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

/** One model API (Gemini, OpenAI-compatible): one HTTP call per method, no policy. The text, or null when it answered none. */
export interface ModelTransport {
  readonly source: ModelSource;
  reply(request: ReplyRequest, signal: AbortSignal): Promise<string | null>;
  generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null>;
}

/** A call the model's API answered with an error; `status` is the HTTP status (429 and 5xx are worth a retry). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

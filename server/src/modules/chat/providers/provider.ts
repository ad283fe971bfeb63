import type { ChatMessage } from '../chat.schema.js';

/** One question to a model, with TripMate's instruction and the facts retrieved for it. */
export type ChatRequest = {
  readonly system: string;
  readonly facts: readonly string[];
  readonly history: readonly ChatMessage[];
  readonly message: string;
};

export type ChatSource = 'BUILT_IN' | 'GEMINI' | 'OPENAI';

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

/** A configured model that can answer in JSON of a given schema. */
export interface StructuredOutputProvider {
  readonly source: 'GEMINI' | 'OPENAI';
  /** The model's text (JSON, if the model kept to the schema), or null when it answered no text. Throws when the call fails. */
  generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null>;
}

export interface ChatProvider {
  readonly source: ChatSource;
  /** The reply text, or null when the model answered with no text. Throws when the call fails. */
  reply(request: ChatRequest, signal: AbortSignal): Promise<string | null>;
}

/** The spec's generation settings. */
export const GENERATION = { temperature: 0.7, maxOutputTokens: 1024 } as const;

/** A call the model's API answered with an error; `status` is the HTTP status (429 and 5xx are worth a retry). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The system instruction with the facts appended: models answer from these, not from memory. */
export function instructionWithFacts(request: ChatRequest): string {
  if (request.facts.length === 0) return request.system;
  return `${request.system}\n\nFacts from TripMate's own data for this question (prefer them; say so when they do not cover it):\n${request.facts.map((fact) => `- ${fact}`).join('\n')}`;
}

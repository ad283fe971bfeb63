import type { ChatMessage } from '../chat.schema.js';

/** One question to a model, with TripMate's instruction and the facts retrieved for it. */
export type ChatRequest = {
  readonly system: string;
  readonly facts: readonly string[];
  readonly history: readonly ChatMessage[];
  readonly message: string;
};

export type ChatSource = 'BUILT_IN' | 'GEMINI' | 'OPENAI';

export interface ChatProvider {
  readonly source: ChatSource;
  /** The reply text, or null when the model answered with no text. Throws when the call fails. */
  reply(request: ChatRequest, signal: AbortSignal): Promise<string | null>;
}

/** The spec's generation settings. */
export const GENERATION = { temperature: 0.7, maxOutputTokens: 1024 } as const;

export class ProviderError extends Error {}

/** The system instruction with the facts appended: models answer from these, not from memory. */
export function instructionWithFacts(request: ChatRequest): string {
  if (request.facts.length === 0) return request.system;
  return `${request.system}\n\nFacts from TripMate's own data for this question (prefer them; say so when they do not cover it):\n${request.facts.map((fact) => `- ${fact}`).join('\n')}`;
}

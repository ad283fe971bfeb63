import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import { GeminiTransport } from './gemini.js';
import { DEFAULT_POLICY, ModelClient, type ModelPolicy } from './model-client.js';
import { OpenAICompatibleTransport } from './openai.js';

// The llm module's public file: other modules use the model through these names only.
export {
  ModelClient,
  TOOL_LIMITS,
  type Acceptance,
  type ModelOutcome,
  type ToolBox,
  type ToolReply,
} from './model-client.js';
export type { ModelMessage, ModelSource, StructuredRequest, ToolAnswer, ToolDeclaration } from './llm.types.js';

/**
 * The configured model (Gemini wins when both are set), or null when none is: the assistant and the planner's writer
 * share this one client, so they share its circuit breaker too.
 */
export function createModelClient(
  models: Config['models'],
  logger: Logger,
  policy: Partial<ModelPolicy> = {},
): ModelClient | null {
  const { gemini, openai, timeoutMs } = models;
  const transport = gemini ? new GeminiTransport(gemini) : openai ? new OpenAICompatibleTransport(openai) : null;
  return transport && new ModelClient(transport, { ...DEFAULT_POLICY, attemptTimeoutMs: timeoutMs, ...policy }, logger);
}

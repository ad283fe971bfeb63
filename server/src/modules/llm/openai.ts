import { ProviderError, type ModelTransport, type ReplyRequest, type StructuredRequest } from './llm.types.js';

type ChatCompletion = {
  choices?: { message?: { content?: string | null } }[];
  error?: { message?: string };
};

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
export class OpenAICompatibleTransport implements ModelTransport {
  readonly source = 'OPENAI' as const;

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string }) {}

  reply(request: ReplyRequest, signal: AbortSignal): Promise<string | null> {
    return this.complete(
      {
        temperature: request.temperature,
        max_tokens: request.maxOutputTokens,
        messages: [
          { role: 'system', content: request.system },
          ...request.history.map((m) => ({ role: m.role, content: m.text })),
          { role: 'user', content: request.message },
        ],
      },
      signal,
    );
  }

  /** Structured output through `response_format: json_schema` in strict mode (OpenAI, and the servers that copy it). */
  generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null> {
    return this.complete(
      {
        temperature: request.temperature,
        max_tokens: request.maxOutputTokens,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.prompt },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
      },
      signal,
    );
  }

  private async complete(payload: object, signal: AbortSignal): Promise<string | null> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.options.model, ...payload }),
    });
    const body = (await response.json().catch(() => ({}))) as ChatCompletion;
    if (!response.ok) throw new ProviderError(body.error?.message ?? `API request failed (${response.status})`, response.status);
    const text = body.choices?.[0]?.message?.content;
    return text?.trim() ? text.trim() : null;
  }
}

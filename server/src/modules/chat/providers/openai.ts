import { GENERATION, ProviderError, instructionWithFacts, type ChatProvider, type ChatRequest } from './provider.js';

type ChatCompletion = {
  choices?: { message?: { content?: string | null } }[];
  error?: { message?: string };
};

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
export class OpenAICompatibleProvider implements ChatProvider {
  readonly source = 'OPENAI' as const;

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string }) {}

  async reply(request: ChatRequest, signal: AbortSignal): Promise<string | null> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        temperature: GENERATION.temperature,
        max_tokens: GENERATION.maxOutputTokens,
        messages: [
          { role: 'system', content: instructionWithFacts(request) },
          ...request.history.map((m) => ({ role: m.role, content: m.text })),
          { role: 'user', content: request.message },
        ],
      }),
    });
    const body = (await response.json().catch(() => ({}))) as ChatCompletion;
    if (!response.ok) throw new ProviderError(body.error?.message ?? `API request failed (${response.status})`);
    const text = body.choices?.[0]?.message?.content;
    return text?.trim() ? text.trim() : null;
  }
}

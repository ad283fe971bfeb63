import { GENERATION, ProviderError, instructionWithFacts, type ChatProvider, type ChatRequest } from './provider.js';

type GeminiResponse = {
  candidates?: { content?: { parts?: { text?: string }[] } }[];
  error?: { message?: string };
};

/** Google's Gemini generateContent, with the payload the spec describes; the key stays on the server. */
export class GeminiProvider implements ChatProvider {
  readonly source = 'GEMINI' as const;

  constructor(
    private readonly options: { apiKey: string; model: string; baseUrl: string },
  ) {}

  async reply(request: ChatRequest, signal: AbortSignal): Promise<string | null> {
    const url = `${this.options.baseUrl}/v1beta/models/${encodeURIComponent(this.options.model)}:generateContent`;
    const response = await fetch(url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.options.apiKey },
      body: JSON.stringify({
        systemInstruction: { parts: [{ text: instructionWithFacts(request) }] },
        contents: [
          ...request.history.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.text }] })),
          { role: 'user', parts: [{ text: request.message }] },
        ],
        generationConfig: { temperature: GENERATION.temperature, maxOutputTokens: GENERATION.maxOutputTokens },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as GeminiResponse;
    if (!response.ok) throw new ProviderError(body.error?.message ?? `API request failed (${response.status})`);
    const text = body.candidates?.[0]?.content?.parts?.[0]?.text;
    return text?.trim() ? text.trim() : null;
  }
}

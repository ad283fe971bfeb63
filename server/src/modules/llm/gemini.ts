import { ProviderError, type ModelTransport, type ReplyRequest, type StructuredRequest } from './llm.types.js';

type GeminiResponse = {
  candidates?: { content?: { parts?: { text?: string; thought?: boolean }[] } }[];
  error?: { message?: string };
};

/** Google's Gemini generateContent, with the payload the spec describes; the key stays on the server (a header, never the URL). */
export class GeminiTransport implements ModelTransport {
  readonly source = 'GEMINI' as const;

  constructor(
    private readonly options: { apiKey: string; model: string; baseUrl: string },
  ) {}

  reply(request: ReplyRequest, signal: AbortSignal): Promise<string | null> {
    return this.generate(
      {
        systemInstruction: { parts: [{ text: request.system }] },
        contents: [
          ...request.history.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.text }] })),
          { role: 'user', parts: [{ text: request.message }] },
        ],
        generationConfig: { temperature: request.temperature, maxOutputTokens: request.maxOutputTokens },
      },
      signal,
    );
  }

  /** Structured output as Gemini documents it: a JSON response MIME type and the shape as a JSON Schema. */
  generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null> {
    return this.generate(
      {
        systemInstruction: { parts: [{ text: request.system }] },
        contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
        generationConfig: {
          temperature: request.temperature,
          maxOutputTokens: request.maxOutputTokens,
          responseMimeType: 'application/json',
          responseJsonSchema: request.schema,
        },
      },
      signal,
    );
  }

  private async generate(payload: object, signal: AbortSignal): Promise<string | null> {
    const url = `${this.options.baseUrl}/v1beta/models/${encodeURIComponent(this.options.model)}:generateContent`;
    const response = await fetch(url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.options.apiKey },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as GeminiResponse;
    if (!response.ok) throw new ProviderError(body.error?.message ?? `API request failed (${response.status})`, response.status);
    // A long answer may come in several parts; a thinking model's thoughts are not part of it.
    const text = body.candidates?.[0]?.content?.parts?.map((part) => (part.thought ? '' : (part.text ?? ''))).join('');
    return text?.trim() ? text.trim() : null;
  }
}

import {
  AnswerCut,
  isJsonObject,
  ModelRefusal,
  ProviderError,
  type ModelTransport,
  type StreamPiece,
  type StructuredRequest,
  type ToolTurnAnswer,
  type ToolTurnRequest,
} from './llm.types.js';
import { serverSentEvents } from './sse.js';

type GeminiPart = { text?: string; thought?: boolean; functionCall?: { id?: string; name?: string; args?: unknown } };
type GeminiContent = { role?: string; parts?: GeminiPart[] };
type GeminiResponse = {
  candidates?: { content?: GeminiContent; finishReason?: string; finishMessage?: string }[];
  /** A prompt blocked before any answer: `blockReason` set and no candidates at all. */
  promptFeedback?: { blockReason?: string; blockReasonMessage?: string };
  error?: { message?: string; code?: number; details?: { '@type'?: string; retryDelay?: string }[] };
};

/** Finish reasons of a function call the API refused to pass on: the model wrote it wrong, or called what it may not. */
const BAD_CALL = new Set(['MALFORMED_FUNCTION_CALL', 'UNEXPECTED_TOOL_CALL']);
/** Finish reasons of an answer stopped by a filter: the request is declined, not failed. */
const DECLINED = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII']);

/** Google's Gemini generateContent, with the payload the spec describes; the key stays on the server (a header, never the URL). */
export class GeminiTransport implements ModelTransport {
  readonly source = 'GEMINI' as const;

  constructor(private readonly options: { apiKey: string; model: string; baseUrl: string }) {}

  /** A turn with function calling, answered whole (`generateContent`). */
  async replyWithTools(request: ToolTurnRequest, signal: AbortSignal): Promise<ToolTurnAnswer> {
    const response = await this.post('generateContent', turnPayload(request), signal);
    const body = (await response.json().catch(() => ({}))) as GeminiResponse;
    declined(body);
    const candidate = body.candidates?.[0];
    return answerOf(candidate?.content?.parts ?? [], candidate?.finishReason, candidate?.finishMessage);
  }

  /**
   * The same turn through `streamGenerateContent?alt=sse`: each event is a whole GenerateContentResponse holding the
   * next parts; text parts are given out as they come, `functionCall` parts (whole, never split) are kept, and every
   * part goes back in the model's turn as it came (a thought signature may ride on any of them). The last chunk
   * carries the finish reason (Gemini 3 sends a call in a chunk without one, then an empty text part that has it); a
   * stream that ends without one was cut off. A blocked prompt is one chunk with `promptFeedback.blockReason` and no
   * candidates. An error may come inside the 200 stream, as a chunk with `error` or (Vertex) as bare JSON after the
   * last event.
   */
  async *streamWithTools(request: ToolTurnRequest, signal: AbortSignal): AsyncGenerator<StreamPiece> {
    const response = await this.post('streamGenerateContent?alt=sse', turnPayload(request), signal);
    if (!response.body) throw new ProviderError('the stream had no body', 502);
    const parts: GeminiPart[] = [];
    let finish: { reason: string; message?: string } | undefined;
    const unframed: string[] = [];
    for await (const { data } of serverSentEvents(response.body, { unframed: (line) => unframed.push(line) })) {
      const chunk = chunkOf(data);
      if (chunk.error) throw new ProviderError(chunk.error.message ?? 'the stream failed', chunk.error.code ?? 500);
      declined(chunk);
      const candidate = chunk.candidates?.[0];
      for (const part of candidate?.content?.parts ?? []) {
        parts.push(part);
        if (part.text && !part.thought) yield { type: 'text', text: part.text };
      }
      if (candidate?.finishReason)
        finish = {
          reason: candidate.finishReason,
          ...(candidate.finishMessage ? { message: candidate.finishMessage } : {}),
        };
      yield { type: 'alive' };
    }
    const error = unframed.length > 0 ? errorIn(unframed.join('\n')) : undefined;
    if (error) throw new ProviderError(error.message ?? 'the stream failed', error.code ?? 500);
    if (!finish) throw new ProviderError('the stream ended before the model finished', 502);
    yield { type: 'answer', answer: answerOf(parts, finish.reason, finish.message) };
  }

  /** Structured output as Gemini documents it: a JSON response MIME type and the shape as a JSON Schema. */
  async generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null> {
    const response = await this.post(
      'generateContent',
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
    const body = (await response.json().catch(() => ({}))) as GeminiResponse;
    // JSON cut at the output limit does not parse: the caller rejects it and the policy asks again.
    declined(body);
    const finishReason = body.candidates?.[0]?.finishReason;
    if (finishReason && DECLINED.has(finishReason)) throw new ModelRefusal(`finishReason ${finishReason}`);
    return textOf(body.candidates?.[0]?.content?.parts ?? []);
  }

  /** The call, its failure thrown with the API's own message; on success the response, its body unread. */
  private async post(method: string, payload: object, signal: AbortSignal): Promise<Response> {
    const url = `${this.options.baseUrl}/v1beta/models/${encodeURIComponent(this.options.model)}:${method}`;
    const response = await fetch(url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.options.apiKey },
      body: JSON.stringify(payload),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as GeminiResponse;
      throw new ProviderError(
        body.error?.message ?? `API request failed (${response.status})`,
        response.status,
        retryDelayOf(body),
      );
    }
    return response;
  }
}

/**
 * Function calling as Gemini documents it: `functionDeclarations` in `tools`, the calls as `functionCall` parts of
 * the model's answer, which goes back as it came, and each result as a `functionResponse` part of a user turn.
 */
function turnPayload(request: ToolTurnRequest): object {
  const rounds = request.rounds.flatMap((round) => [
    round.modelTurn,
    {
      role: 'user',
      parts: round.results.map(({ call, answer }) => ({
        functionResponse: { ...(call.id ? { id: call.id } : {}), name: call.name, response: answer },
      })),
    },
  ]);
  return {
    systemInstruction: { parts: [{ text: request.system }] },
    contents: [
      ...request.history.map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.text }] })),
      { role: 'user', parts: [{ text: request.message }] },
      ...rounds,
    ],
    ...(request.tools.length > 0
      ? {
          tools: [{ functionDeclarations: request.tools }],
          toolConfig: { functionCallingConfig: { mode: request.allowCalls ? 'AUTO' : 'NONE' } },
        }
      : {}),
    generationConfig: { temperature: request.temperature, maxOutputTokens: request.maxOutputTokens },
  };
}

/** A turn's parts (whole or gathered from a stream) as what the model made of it. */
function answerOf(
  parts: readonly GeminiPart[],
  finishReason: string | undefined,
  finishMessage: string | undefined,
): ToolTurnAnswer {
  if (finishReason && BAD_CALL.has(finishReason))
    return { kind: 'malformed', detail: `${finishReason}${finishMessage ? `: ${finishMessage}` : ''}` };
  if (finishReason && DECLINED.has(finishReason)) throw new ModelRefusal(`finishReason ${finishReason}`);
  const calls = parts.flatMap(({ functionCall: call }) =>
    call
      ? [
          {
            id: call.id ?? null,
            name: call.name ?? '',
            args: call.args === undefined ? {} : isJsonObject(call.args) ? call.args : null,
          },
        ]
      : [],
  );
  // Every part goes back as it came, the empty text part that closes a Gemini 3 call and its thought signature too.
  if (calls.length > 0) return { kind: 'calls', calls, modelTurn: { role: 'model', parts } };
  // A call comes whole, so only a text can be cut by the output limit.
  if (finishReason === 'MAX_TOKENS') throw new AnswerCut();
  return { kind: 'text', text: textOf(parts) };
}

/** A prompt the API blocked before the model answered: `promptFeedback.blockReason`, no candidates. */
function declined(response: GeminiResponse): void {
  const block = response.promptFeedback?.blockReason;
  if (block && !response.candidates?.length)
    throw new ModelRefusal(
      `prompt blocked (${block})${response.promptFeedback?.blockReasonMessage ? `: ${response.promptFeedback.blockReasonMessage}` : ''}`,
    );
}

/** `RetryInfo.retryDelay`, a protobuf Duration in JSON ("34.4s"), in milliseconds. */
function retryDelayOf(body: GeminiResponse): number | undefined {
  const delay = body.error?.details?.find(
    (detail) => detail['@type'] === 'type.googleapis.com/google.rpc.RetryInfo',
  )?.retryDelay;
  const seconds = delay === undefined ? null : /^(\d+(?:\.\d+)?)s$/.exec(delay);
  return seconds ? Math.round(Number(seconds[1]) * 1000) : undefined;
}

/** An error body that came as bare JSON inside a 200 stream, outside any event. */
function errorIn(text: string): GeminiResponse['error'] {
  try {
    return (JSON.parse(text) as GeminiResponse).error;
  } catch {
    return undefined;
  }
}

/** One event's data: a chunk that is not JSON is the API's fault, worth a retry like a 502. */
function chunkOf(data: string): GeminiResponse {
  try {
    return JSON.parse(data) as GeminiResponse;
  } catch {
    throw new ProviderError('the stream sent a chunk that is not JSON', 502);
  }
}

/** A long answer may come in several parts; a thinking model's thoughts are not part of it. */
function textOf(parts: readonly GeminiPart[]): string | null {
  const text = parts
    .map((part) => (part.thought ? '' : (part.text ?? '')))
    .join('')
    .trim();
  return text ? text : null;
}

import {
  AnswerCut,
  isJsonObject,
  ModelRefusal,
  ProviderError,
  type ModelTransport,
  type StreamPiece,
  type StructuredRequest,
  type ToolCall,
  type ToolTurnAnswer,
  type ToolTurnRequest,
} from './llm.types.js';
import { serverSentEvents } from './sse.js';

type OpenAIToolCall = { id?: string; type?: string; function?: { name?: string; arguments?: string } };
type ChatCompletion = {
  choices?: {
    message?: { content?: string | null; refusal?: string | null; tool_calls?: OpenAIToolCall[] };
    finish_reason?: string | null;
  }[];
  error?: { message?: string; param?: string | null };
};
type ChatCompletionChunk = {
  choices?: {
    delta?: { content?: string | null; refusal?: string | null; tool_calls?: (OpenAIToolCall & { index?: number })[] };
    finish_reason?: string | null;
  }[];
  error?: { message?: string; code?: number | string };
};
/** What every request carries: the output limit (named as the model wants it) and the temperature. */
type Payload = { readonly max_tokens: number; readonly temperature: number } & Record<string, unknown>;

/**
 * OpenAI's reasoning models (the o-series, gpt-5), by name: they take `max_completion_tokens`, answer `max_tokens` with
 * 400 `unsupported_parameter`, and take no temperature but their default.
 */
const REASONING_MODEL = /(^|\/)(o\d|gpt-5)/i;

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
export class OpenAICompatibleTransport implements ModelTransport {
  readonly source = 'OPENAI' as const;
  private readonly reasoning: boolean;
  /** `max_completion_tokens` instead of `max_tokens`: a reasoning model's name, or a 400 that asked for it (then kept). */
  private completionTokens: boolean;

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string }) {
    this.reasoning = REASONING_MODEL.test(options.model);
    this.completionTokens = this.reasoning;
  }

  /** A turn with tool calling, answered whole. */
  async replyWithTools(request: ToolTurnRequest, signal: AbortSignal): Promise<ToolTurnAnswer> {
    const response = await this.post(turnPayload(request), signal);
    const choice = ((await response.json().catch(() => ({}))) as ChatCompletion).choices?.[0];
    const message = choice?.message;
    ended(choice?.finish_reason, message?.refusal);
    return answerOf(message?.content ?? null, message?.tool_calls ?? []);
  }

  /**
   * The same turn with `stream: true`: `chat.completion.chunk` events whose `delta` carries a piece of the content or
   * fragments of tool calls (the first fragment of a call has its `index`, `id` and name, the others more of its
   * `arguments` string), then `data: [DONE]`. A stream that ends with neither `[DONE]` nor a finish reason was cut off.
   * Compatible servers differ: the id and name repeated on every fragment, the whole arguments in one, `arguments:
   * null`, a first call at index 1, no finish reason before `[DONE]`. A refusal comes in `delta.refusal`, not content.
   */
  async *streamWithTools(request: ToolTurnRequest, signal: AbortSignal): AsyncGenerator<StreamPiece> {
    const response = await this.post({ ...turnPayload(request), stream: true }, signal);
    if (!response.body) throw new ProviderError('the stream had no body', 502);
    let content = '';
    let refusal = '';
    let finishReason: string | undefined;
    const calls: { id?: string; type?: string; function: { name: string; arguments: string } }[] = [];
    let finished = false;
    for await (const { data } of serverSentEvents(response.body)) {
      if (data.trim() === '[DONE]') {
        finished = true;
        break;
      }
      const chunk = chunkOf(data);
      if (chunk.error)
        throw new ProviderError(
          chunk.error.message ?? 'the stream failed',
          typeof chunk.error.code === 'number' ? chunk.error.code : 500,
        );
      // A usage chunk (stream_options.include_usage) has no choices.
      const choice = chunk.choices?.[0];
      if (choice?.delta?.refusal) refusal += choice.delta.refusal;
      if (choice?.delta?.content) {
        content += choice.delta.content;
        yield { type: 'text', text: choice.delta.content };
      }
      for (const fragment of choice?.delta?.tool_calls ?? []) {
        const call = (calls[fragment.index ?? 0] ??= { function: { name: '', arguments: '' } });
        if (fragment.id) call.id = fragment.id;
        if (fragment.type) call.type = fragment.type;
        if (fragment.function?.name) call.function.name = fragment.function.name;
        if (fragment.function?.arguments) call.function.arguments += fragment.function.arguments;
      }
      if (choice?.finish_reason) {
        finished = true;
        finishReason = choice.finish_reason;
      }
      yield { type: 'alive' };
    }
    if (!finished) throw new ProviderError('the stream ended before the model finished', 502);
    ended(finishReason, refusal);
    // An index a server skipped leaves a hole; the calls keep their order.
    yield {
      type: 'answer',
      answer: answerOf(
        content,
        calls.filter(Boolean).map((call) => ({ ...call, type: call.type ?? 'function' })),
      ),
    };
  }

  /** Structured output through `response_format: json_schema` in strict mode (OpenAI, and the servers that copy it). */
  async generateJson(request: StructuredRequest, signal: AbortSignal): Promise<string | null> {
    const response = await this.post(
      {
        temperature: request.temperature,
        max_tokens: request.maxOutputTokens,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.prompt },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: request.schema },
        },
      },
      signal,
    );
    const choice = ((await response.json().catch(() => ({}))) as ChatCompletion).choices?.[0];
    // JSON cut at the output limit does not parse: the caller rejects it and the policy asks again.
    declined(choice?.finish_reason, choice?.message?.refusal);
    return textOf(choice?.message?.content);
  }

  /**
   * The call, its failure thrown with the API's own message; on success the response, its body unread. A 400 that
   * names `max_tokens` (a reasoning model the name did not give away) is sent once more with `max_completion_tokens`,
   * which this transport then keeps sending.
   */
  private async post(payload: Payload, signal: AbortSignal): Promise<Response> {
    let response = await this.send(payload, signal);
    if (response.ok) return response;
    let body = (await response.json().catch(() => ({}))) as ChatCompletion;
    if (response.status === 400 && !this.completionTokens && body.error?.param === 'max_tokens') {
      this.completionTokens = true;
      response = await this.send(payload, signal);
      if (response.ok) return response;
      body = (await response.json().catch(() => ({}))) as ChatCompletion;
    }
    throw new ProviderError(body.error?.message ?? `API request failed (${response.status})`, response.status);
  }

  private send({ max_tokens, temperature, ...payload }: Payload, signal: AbortSignal): Promise<Response> {
    return fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        ...(this.reasoning ? {} : { temperature }),
        ...(this.completionTokens ? { max_completion_tokens: max_tokens } : { max_tokens }),
        ...payload,
      }),
    });
  }
}

/** A refusal or a content filter declined the request. */
function declined(finishReason: string | null | undefined, refusal: string | null | undefined): void {
  if (refusal) throw new ModelRefusal(`refusal: ${refusal}`);
  if (finishReason === 'content_filter') throw new ModelRefusal('finish_reason content_filter');
}

/** How a turn ended: declined, or (`length`) cut at the output limit. */
function ended(finishReason: string | null | undefined, refusal: string | null | undefined): void {
  declined(finishReason, refusal);
  if (finishReason === 'length') throw new AnswerCut();
}

/**
 * Tool calling as chat completions define it: `tools` of type function, the calls as the assistant message's
 * `tool_calls` (their arguments a JSON string), which goes back as it came, and each result as a `tool` message
 * naming its `tool_call_id`.
 */
function turnPayload(request: ToolTurnRequest): Payload {
  const rounds = request.rounds.flatMap((round) => [
    round.modelTurn,
    ...round.results.map(({ call, answer }) => ({
      role: 'tool',
      tool_call_id: call.id,
      content: JSON.stringify(answer),
    })),
  ]);
  return {
    temperature: request.temperature,
    max_tokens: request.maxOutputTokens,
    messages: [
      { role: 'system', content: request.system },
      ...request.history.map((m) => ({ role: m.role, content: m.text })),
      { role: 'user', content: request.message },
      ...rounds,
    ],
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map(({ name, description, parameters }) => ({
            type: 'function',
            function: { name, description, parameters },
          })),
          tool_choice: request.allowCalls ? 'auto' : 'none',
        }
      : {}),
  };
}

/** An assistant message (whole or gathered from a stream) as what the model made of the turn. */
function answerOf(content: string | null, toolCalls: readonly OpenAIToolCall[]): ToolTurnAnswer {
  if (toolCalls.length === 0) return { kind: 'text', text: textOf(content) };
  const calls = toolCalls.map((call, i): ToolCall => ({
    id: call.id ?? `call_${i}`,
    name: call.function?.name ?? '',
    args: argumentsOf(call.function?.arguments),
  }));
  // Only what the API defined for an assistant message goes back: some servers refuse fields they do not know. A call
  // whose arguments never came (`arguments: null`, a call with no parameters) goes back with "{}", a JSON object.
  const modelTurn = {
    role: 'assistant',
    content: content || null,
    tool_calls: toolCalls.map((call, i) => ({
      ...call,
      id: calls[i]!.id,
      function: { ...call.function, arguments: call.function?.arguments || '{}' },
    })),
  };
  return { kind: 'calls', calls, modelTurn };
}

/** One event's data: a chunk that is not JSON is the API's fault, worth a retry like a 502. */
function chunkOf(data: string): ChatCompletionChunk {
  try {
    return JSON.parse(data) as ChatCompletionChunk;
  } catch {
    throw new ProviderError('the stream sent a chunk that is not JSON', 502);
  }
}

function textOf(content: string | null | undefined): string | null {
  return content?.trim() ? content.trim() : null;
}

/** The arguments as an object: a model may write JSON that does not parse, or JSON that is not an object. */
function argumentsOf(text: string | undefined): Readonly<Record<string, unknown>> | null {
  if (text === undefined || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}

import { isJsonObject, ProviderError, type ModelTransport, type StreamPiece, type StructuredRequest, type ToolCall, type ToolTurnAnswer, type ToolTurnRequest } from './llm.types.js';
import { serverSentEvents } from './sse.js';

type OpenAIToolCall = { id?: string; type?: string; function?: { name?: string; arguments?: string } };
type ChatCompletion = {
  choices?: { message?: { content?: string | null; tool_calls?: OpenAIToolCall[] } }[];
  error?: { message?: string };
};
type ChatCompletionChunk = {
  choices?: { delta?: { content?: string | null; tool_calls?: (OpenAIToolCall & { index?: number })[] }; finish_reason?: string | null }[];
  error?: { message?: string; code?: number | string };
};

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
export class OpenAICompatibleTransport implements ModelTransport {
  readonly source = 'OPENAI' as const;

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string }) {}

  /** A turn with tool calling, answered whole. */
  async replyWithTools(request: ToolTurnRequest, signal: AbortSignal): Promise<ToolTurnAnswer> {
    const response = await this.post(turnPayload(request), signal);
    const message = ((await response.json().catch(() => ({}))) as ChatCompletion).choices?.[0]?.message;
    return answerOf(message?.content ?? null, message?.tool_calls ?? []);
  }

  /**
   * The same turn with `stream: true`: `chat.completion.chunk` events whose `delta` carries a piece of the content or
   * fragments of tool calls (the first fragment of a call has its `index`, `id` and name, the others more of its
   * `arguments` string), then `data: [DONE]`. A stream that ends with neither `[DONE]` nor a finish reason was cut off.
   */
  async *streamWithTools(request: ToolTurnRequest, signal: AbortSignal): AsyncGenerator<StreamPiece> {
    const response = await this.post({ ...turnPayload(request), stream: true }, signal);
    if (!response.body) throw new ProviderError('the stream had no body', 502);
    let content = '';
    const calls: { id?: string; type?: string; function: { name: string; arguments: string } }[] = [];
    let finished = false;
    for await (const { data } of serverSentEvents(response.body)) {
      if (data.trim() === '[DONE]') {
        finished = true;
        break;
      }
      const chunk = chunkOf(data);
      if (chunk.error) throw new ProviderError(chunk.error.message ?? 'the stream failed', typeof chunk.error.code === 'number' ? chunk.error.code : 500);
      // A usage chunk (stream_options.include_usage) has no choices.
      const choice = chunk.choices?.[0];
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
      if (choice?.finish_reason) finished = true;
      yield { type: 'alive' };
    }
    if (!finished) throw new ProviderError('the stream ended before the model finished', 502);
    // An index a server skipped leaves a hole; the calls keep their order.
    yield { type: 'answer', answer: answerOf(content, calls.filter(Boolean).map((call) => ({ ...call, type: call.type ?? 'function' }))) };
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
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
      },
      signal,
    );
    return textOf(((await response.json().catch(() => ({}))) as ChatCompletion).choices?.[0]?.message?.content);
  }

  /** The call, its failure thrown with the API's own message; on success the response, its body unread. */
  private async post(payload: object, signal: AbortSignal): Promise<Response> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.options.model, ...payload }),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as ChatCompletion;
      throw new ProviderError(body.error?.message ?? `API request failed (${response.status})`, response.status);
    }
    return response;
  }
}

/**
 * Tool calling as chat completions define it: `tools` of type function, the calls as the assistant message's
 * `tool_calls` (their arguments a JSON string), which goes back as it came, and each result as a `tool` message
 * naming its `tool_call_id`.
 */
function turnPayload(request: ToolTurnRequest): object {
  const rounds = request.rounds.flatMap((round) => [
    round.modelTurn,
    ...round.results.map(({ call, answer }) => ({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(answer) })),
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
          tools: request.tools.map(({ name, description, parameters }) => ({ type: 'function', function: { name, description, parameters } })),
          tool_choice: request.allowCalls ? 'auto' : 'none',
        }
      : {}),
  };
}

/** An assistant message (whole or gathered from a stream) as what the model made of the turn. */
function answerOf(content: string | null, toolCalls: readonly OpenAIToolCall[]): ToolTurnAnswer {
  if (toolCalls.length === 0) return { kind: 'text', text: textOf(content) };
  const calls = toolCalls.map((call, i): ToolCall => ({ id: call.id ?? `call_${i}`, name: call.function?.name ?? '', args: argumentsOf(call.function?.arguments) }));
  // Only what the API defined for an assistant message goes back: some servers refuse fields they do not know.
  const modelTurn = { role: 'assistant', content: content || null, tool_calls: toolCalls.map((call, i) => ({ ...call, id: calls[i]!.id })) };
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

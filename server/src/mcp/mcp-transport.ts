import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { exceedsJsonLength } from '../graphql/response-size.js';
import { tooLarge } from './mcp-tools.js';

type Request = { jsonrpc: '2.0'; id: RequestId; method: string; params?: Record<string, unknown> };

const isRequest = (message: unknown): message is Request =>
  typeof message === 'object' &&
  message !== null &&
  'method' in message &&
  'id' in message &&
  (typeof message.id === 'string' || typeof message.id === 'number');

const bytesOf = (message: JSONRPCMessage) => Buffer.byteLength(JSON.stringify(message));

/**
 * One POST's exchange: the SDK's Streamable HTTP transport, stateless and answering as JSON, with two rules of this
 * server around it.
 *
 * - A tools/call whose `arguments` is not an object (null, a list, text) is refused, naming the problem, before the
 *   SDK parses it: the SDK would answer zod's raw issues as an internal error.
 * - The answers to one POST together stay within `limit` bytes of JSON. A batch's answers are sent as one array,
 *   each counted as it is sent; one that does not fit is replaced by a short refusal (a tool's RESPONSE_TOO_LARGE
 *   error, or a JSON-RPC error for another method). Room for every request's refusal is kept from the start, so the
 *   refusals fit too.
 */
export class McpExchange implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;

  private readonly http = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  /** Each request's refusal, made up front; its room is given back when the request is answered. */
  private readonly refusals = new Map<RequestId, { message: JSONRPCMessage; bytes: number }>();
  private left: number;

  constructor(body: unknown, limit: number) {
    const requests = (Array.isArray(body) ? body : [body]).filter(isRequest);
    // The array's brackets and the commas between its answers.
    this.left = limit - 1 - requests.length;
    for (const { id, method } of requests) {
      const message = refusalOf(id, method, limit);
      const bytes = bytesOf(message);
      this.refusals.set(id, { message, bytes });
      this.left -= bytes;
    }
    this.http.onmessage = (message, extra) => this.receive(message, extra);
    this.http.onclose = () => this.onclose?.();
    this.http.onerror = (error) => this.onerror?.(error);
  }

  start(): Promise<void> {
    return this.http.start();
  }

  close(): Promise<void> {
    return this.http.close();
  }

  handleRequest(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    return this.http.handleRequest(req, res, body);
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.http.send(this.fitted(message), options);
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    const problem = isRequest(message) && message.method === 'tools/call' ? toolCallProblem(message.params) : null;
    if (!problem) {
      this.onmessage?.(message, extra);
      return;
    }
    this.send({
      jsonrpc: '2.0',
      id: (message as Request).id,
      error: { code: ErrorCode.InvalidParams, message: problem },
    }).catch((error: unknown) => this.onerror?.(error instanceof Error ? error : new Error(String(error))));
  }

  /** The answer to a request if it fits in what is left, else its refusal (whose room was kept). */
  private fitted(message: JSONRPCMessage): JSONRPCMessage {
    const id = 'id' in message && !('method' in message) ? message.id : undefined;
    const reserved = id === undefined ? undefined : this.refusals.get(id);
    if (!reserved) return message;
    this.refusals.delete(id!);
    this.left += reserved.bytes;
    // The walk stops early, so an answer far too large is never serialised whole to be measured.
    const bytes = exceedsJsonLength(message, this.left) ? Infinity : bytesOf(message);
    const sent = bytes <= this.left ? { message, bytes } : reserved;
    this.left -= sent.bytes;
    return sent.message;
  }
}

/** What is wrong with a tools/call's parameters that the SDK would only answer with zod's issues. */
function toolCallProblem(params: Record<string, unknown> | undefined): string | null {
  if (typeof params?.name !== 'string') return 'name must be the name of a tool (see tools/list).';
  const args = params.arguments;
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    return "arguments must be an object of the tool's arguments by name (see tools/list), or left out.";
  }
  return null;
}

function refusalOf(id: RequestId, method: string, limit: number): JSONRPCMessage {
  const message = `The answers to this request would be larger than ${limit} bytes together; this one was left out. Ask for it again alone or ask for less.`;
  return method === 'tools/call'
    ? { jsonrpc: '2.0', id, result: tooLarge(message) }
    : { jsonrpc: '2.0', id, error: { code: -32000, message } };
}

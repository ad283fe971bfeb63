import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { jsonBody } from '../lib/http/json-body.js';
import { registerTools, type ToolScope } from './mcp-tools.js';

/** JSON-RPC messages one POST may carry: a client sends one; a batch (MCP 2025-03-26) is kept small. */
export const MAX_MESSAGES_PER_REQUEST = 10;

export type McpDeps = {
  /** A new scope of the request's services and caller, with its own EntityManager fork: one per tool call. */
  readonly openScope: (req: Request) => ToolScope;
  readonly clientIpOf: (req: Request) => string;
  readonly logger: Logger;
  readonly version: string;
  readonly maxResultLength: number;
};

/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, stateless. Each POST gets its own server and transport
 * (no session is kept between requests, so any instance may answer any request) and is answered as JSON; the
 * caller is whoever the request's bearer token says, exactly as for GraphQL. Each tool call, alone or one of a
 * batch, runs in a scope of its own, as one GraphQL request does: a batch's writes never share a unit of work or a
 * transaction. Answers are never stored by a browser or proxy (they carry the caller's plans). GET (a
 * server-to-client stream) and DELETE (ending a session) have nothing to do without sessions: 405, as the protocol
 * allows.
 */
export function mcpRouter(deps: McpDeps, bodyLimit: string): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.post('/', ...jsonBody(bodyLimit), async (req: Request, res: Response) => {
    if (Array.isArray(req.body) && req.body.length > MAX_MESSAGES_PER_REQUEST) {
      refuse(res, 400, `Send at most ${MAX_MESSAGES_PER_REQUEST} messages in one request.`);
      return;
    }
    const server = new McpServer({ name: 'tripmate', version: deps.version }, { capabilities: { tools: {} } });
    registerTools(server, {
      open: () => deps.openScope(req),
      clientIp: deps.clientIpOf(req),
      requestId: String(req.id),
      logger: req.log ?? deps.logger,
      maxResultLength: deps.maxResultLength,
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    refuse(res, 405, 'This MCP server is stateless: send each message with POST.');
  });
  return router;
}

/** A JSON-RPC error with no id, as the MCP transport answers requests it cannot take. */
function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

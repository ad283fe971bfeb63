import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { jsonBody } from '../lib/http/json-body.js';
import { callTool, listedTools, type McpScope, type ToolScope } from './mcp-tools.js';
import { McpExchange } from './mcp-transport.js';

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
 *
 * The SDK's low-level server is used, not its McpServer: McpServer checks a tool's arguments itself and answers
 * zod's raw issues; here each tool reads its arguments as every input of the API is read, and says what is wrong.
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
    const scope: McpScope = {
      open: () => deps.openScope(req),
      clientIp: deps.clientIpOf(req),
      requestId: String(req.id),
      logger: req.log ?? deps.logger,
      maxResultLength: deps.maxResultLength,
    };
    const server = new Server({ name: 'tripmate', version: deps.version }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...listedTools] }));
    server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
      const answer = callTool(params.name, params.arguments, scope);
      // A protocol error, as MCP wants for an unknown tool; thrown with its code, since McpError would put "MCP error
      // -32602:" before the message.
      if (!answer)
        throw Object.assign(
          new Error(`There is no tool "${params.name}". The tools are: ${listedTools.map((t) => t.name).join(', ')}.`),
          { code: ErrorCode.InvalidParams },
        );
      return answer;
    });
    const transport = new McpExchange(req.body, deps.maxResultLength);
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

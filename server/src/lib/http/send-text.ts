import type { ServerResponse } from 'node:http';

/**
 * Sends a finished text body whose headers (Content-Type among them) are already set. Express's `res.send` would
 * weigh ETags and freshness, none of which an API answer uses. The text is encoded once, here: Node writes a Buffer
 * after the headers more cheaply than a string (which it would first join to the headers and encode whole).
 */
export function sendText(res: ServerResponse, status: number, body: string): void {
  const bytes = Buffer.from(body);
  res.statusCode = status;
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

import type { ServerResponse } from 'node:http';

/**
 * Sends a finished text body whose headers (Content-Type among them) are already set. Express's `res.send` would
 * first copy the text into a Buffer to measure it and weigh ETags and freshness, none of which an API answer uses;
 * Node writes the headers and the text in one go.
 */
export function sendText(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

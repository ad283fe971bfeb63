import type { IncomingMessage } from 'node:http';

/** One cookie of a request, decoded; undefined when absent or badly encoded. */
export function cookieValue(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

import { delay, HttpResponse } from 'msw';
import type { BotReply } from './stream-chat-reply';

/** Where the panel streams its replies from (jsdom's origin). */
export const chatStream = new URL('/api/chat/stream', window.location.origin).href;

export type StreamEvent = { event: 'token' | 'done' | 'error'; data: unknown };

/** The events of a whole reply as the server sends it: a token per word, then the reply. */
export function replyEvents(text: string, reply: Partial<BotReply> = {}): StreamEvent[] {
  const words = text.split(/(?<=\S)(?=\s)/);
  return [
    ...words.map((word): StreamEvent => ({ event: 'token', data: { text: word } })),
    { event: 'done', data: { text, source: 'BUILT_IN', links: [], proposal: null, ...reply } },
  ];
}

/**
 * A server-sent event stream of `events`, `pauseMs` apart; `open` leaves it open after them, as a reply still being
 * written does, until the reader goes away.
 */
export function streamOf(
  events: readonly StreamEvent[],
  { pauseMs = 0, open = false }: { pauseMs?: number; open?: boolean } = {},
): HttpResponse<ReadableStream> {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      for (const { event, data } of events) {
        if (pauseMs) await delay(pauseMs);
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      }
      if (!open) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

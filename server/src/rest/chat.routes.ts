import { Router } from 'express';
import { describeFailure, logFailure, readerLanguage } from '../lib/http/error-handler.js';
import { EventStream } from '../lib/http/event-stream.js';
import { sayError } from '../messages/languages.js';
import type { RestDeps } from './deps.js';

/**
 * POST /api/chat/stream: one turn of the Sri Lanka Travel Bot as server-sent events, with the input, rate limit and
 * sign-in rules of `sendChatMessage` (the same service). Events: `token` `{ text }` for each piece of the reply as
 * it comes (the model's own chunks, or the built-in answer's words), then `done` with the whole reply
 * `{ text, source, links, proposal }`; or `error` `{ message, status }` (the HTTP status the failure would have had),
 * after which the stream ends. When the reader goes away the work stops: the request to the model is aborted.
 */
export function chatRoutes({ servicesOf, authOf, clientIpOf, outage }: RestDeps, bodyLimit: string): Router {
  const router = Router();
  router.post('/chat/stream', async (req, res) => {
    const user = await authOf(req)
      .user()
      .catch(() => null);
    const stopped = new AbortController();
    // The response's 'close', not the request's: the request closes as soon as its body has been read.
    res.on('close', () => {
      if (!res.writableFinished) stopped.abort();
    });
    const stream = new EventStream(res);
    try {
      const who = { user, clientIp: clientIpOf(req), currency: user?.currency ?? null };
      for await (const event of servicesOf(req).chat.stream(req.body ?? {}, who, stopped.signal)) {
        const sent =
          event.type === 'token'
            ? await stream.send('token', { text: event.text })
            : await stream.send('done', event.reply);
        if (!sent) break;
      }
    } catch (error) {
      if (stopped.signal.aborted) return;
      const failure = describeFailure(error, bodyLimit, readerLanguage(req), sayError);
      logFailure(req, failure.status, error, outage);
      await stream.send('error', {
        message: failure.message,
        status: failure.status,
        ...(failure.retryAfterSeconds ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
      });
    } finally {
      stream.end();
    }
  });
  return router;
}

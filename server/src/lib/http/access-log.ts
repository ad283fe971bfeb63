import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redactUrl } from '../logger.js';

/**
 * One line per request when its answer is sent, as pino-http wrote it (which this replaces at a fraction of the
 * cost): `request completed` at info, `request refused` at warn for a 503, `request errored` at error for another 5xx, `request aborted` when the client
 * went away first. Nothing but method, redacted URL, address, status and time: headers carry tokens.
 */
export function accessLogger(logger: Logger, options: { ignore: (url: string) => boolean }) {
  return (req: IncomingMessage & { id?: unknown }, res: ServerResponse): void => {
    // Taken now: a router mounted at a prefix (`/api`) shortens req.url while its routes run.
    const url = req.url ?? '';
    if (options.ignore(url)) return;
    const started = performance.now();
    const line = () => ({
      req: { id: req.id, method: req.method, url: redactUrl(url), remoteAddress: req.socket.remoteAddress },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - started),
    });
    const onFinish = () => {
      res.off('close', onClose);
      // A 503 (the database unreachable, or shutting down) is an expected refusal: the outage itself is said once.
      if (res.statusCode === 503) logger.warn(line(), 'request refused: service unavailable');
      else if (res.statusCode >= 500)
        logger.error({ ...line(), err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else logger.info(line(), 'request completed');
    };
    const onClose = () => {
      res.off('finish', onFinish);
      logger.info(line(), 'request aborted');
    };
    res.once('finish', onFinish);
    res.once('close', onClose);
  };
}

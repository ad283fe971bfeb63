import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { DomainError } from '../errors/domain-error.js';
import { SharedErrorCode } from '../errors/shared-codes.js';
import { languageOf } from '../language.js';
import { describeFailure, failureBody, type SayError } from './error-handler.js';

export type BodyDeadlineSettings = {
  /** An ordinary request's whole body must arrive within this. */
  readonly requestMs: number;
  /** An upload may go this long without a byte arriving… */
  readonly uploadIdleMs: number;
  /** …and must arrive whole within this. */
  readonly uploadMs: number;
};

/** Why a body was given up on: nothing came for `seconds` (an upload), or it was not whole after `seconds`. */
export type BodyExpiry = { readonly stalled: boolean; readonly seconds: number };

/** The refusal of a body that did not arrive in time; the message says which, and what to do. */
export function requestTimedOut({ stalled, seconds }: BodyExpiry): DomainError {
  const time = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const message = stalled
    ? `Nothing more of the upload arrived for ${time}, so the server stopped waiting for it. Check your connection and try again.`
    : `The request took longer than ${time} to arrive, so the server stopped waiting for it. Check your connection and try again.`;
  return new DomainError('REQUEST_TIMEOUT', SharedErrorCode.REQUEST_TIMEOUT, message, {}, { stalled, seconds });
}

type Watched = {
  readonly res: ServerResponse;
  readonly upload: boolean;
  readonly started: number;
  lastProgress: number;
  bytesRead: number;
};

/**
 * Deadlines for request bodies, which Node's own `requestTimeout` cannot give: it is one total for every request, so
 * a photo over a slow uplink (4 MB at 100 KB/s is 40 s) was cut off at 30 s however steadily it arrived, with a bare
 * 408 and no word why. Here an ordinary request still has `requestMs` in all; an upload has `uploadIdleMs` without
 * a byte (time the server itself spends not reading, its buffer full, does not count) and `uploadMs` in all. A body
 * given up on is answered 408 with a message in the reader's language, in the shape its path answers errors in, and
 * the connection is closed. Requests are checked together a few times a second, as Node checks its own timeouts.
 */
export class BodyDeadlines {
  private readonly watched = new Map<IncomingMessage, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private readonly tickMs: number;

  constructor(
    private readonly settings: BodyDeadlineSettings,
    /** Which requests are uploads. */
    private readonly isUpload: (req: IncomingMessage) => boolean,
    private readonly answer: { readonly bodyLimit: string; readonly say: SayError; readonly logger: Logger },
  ) {
    this.tickMs = Math.max(50, Math.min(1000, settings.uploadIdleMs / 4, settings.requestMs / 4));
  }

  /** Starts timing a request's body, unless it has all arrived already (most do, with their headers). */
  watch(req: IncomingMessage, res: ServerResponse): void {
    if (req.complete) return;
    const now = Date.now();
    this.watched.set(req, {
      res,
      upload: this.isUpload(req),
      started: now,
      lastProgress: now,
      bytesRead: req.socket.bytesRead,
    });
    res.once('close', () => this.watched.delete(req));
    this.timer ??= setInterval(() => this.check(), this.tickMs).unref();
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.watched.clear();
  }

  private check(): void {
    const now = Date.now();
    for (const [req, watched] of this.watched) {
      if (req.complete || req.destroyed || watched.res.headersSent) {
        this.watched.delete(req);
        continue;
      }
      const bytesRead = req.socket.bytesRead;
      // Bytes came, or some wait unread in the request's buffer: then it is the server that is not reading.
      if (bytesRead !== watched.bytesRead || req.readableLength > 0) {
        watched.bytesRead = bytesRead;
        watched.lastProgress = now;
      }
      const { uploadIdleMs, uploadMs, requestMs } = this.settings;
      const expiry: BodyExpiry | null = !watched.upload
        ? now - watched.started >= requestMs
          ? { stalled: false, seconds: requestMs / 1000 }
          : null
        : now - watched.lastProgress >= uploadIdleMs
          ? { stalled: true, seconds: uploadIdleMs / 1000 }
          : now - watched.started >= uploadMs
            ? { stalled: false, seconds: uploadMs / 1000 }
            : null;
      if (expiry) {
        this.watched.delete(req);
        this.giveUp(req, watched.res, expiry);
      }
    }
    if (this.watched.size === 0) this.close();
  }

  /** Answers 408 and closes the connection; whatever was waiting for the body sees it end unfinished. */
  private giveUp(req: IncomingMessage, res: ServerResponse, expiry: BodyExpiry): void {
    const { bodyLimit, say, logger } = this.answer;
    const requestId = String(res.getHeader('x-request-id') ?? req.id);
    const path = (req.url ?? '/').split('?')[0]!;
    logger.info(
      { reqId: requestId, path, ...expiry, bytesRead: req.socket.bytesRead },
      'gave up waiting for a request body',
    );
    const failure = describeFailure(
      requestTimedOut(expiry),
      bodyLimit,
      languageOf(req.headers['accept-language']),
      say,
    );
    res.statusCode = failure.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    res.setHeader('Connection', 'close');
    res.end(JSON.stringify(failureBody(path, failure, requestId)));
  }
}

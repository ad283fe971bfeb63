import type { Logger } from 'pino';

/** How often an unreachable database is tried again, to say when it is back. */
const PROBE_EVERY_MS = 1_000;

/**
 * Says a database outage once when it starts (with its cause) and once when it ends, instead of a stack for every
 * request it fails: during an outage every answer that needs the database is a 503, which the access log notes at
 * warn. When the first 503 is noticed, the database is tried every second until it answers.
 */
export class DatabaseOutage {
  private since: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly probe: () => Promise<unknown>,
    private readonly probeEveryMs = PROBE_EVERY_MS,
  ) {}

  /** A request failed because the database is unreachable. */
  readonly noticed = (cause: unknown): void => {
    if (this.since !== undefined || this.closed) return;
    this.since = Date.now();
    this.logger.error({ err: cause }, 'database unreachable: answering 503 until it is back');
    this.tryAgain();
  };

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private tryAgain(): void {
    this.timer = setTimeout(() => {
      this.probe().then(
        () => {
          if (this.since === undefined || this.closed) return;
          this.logger.warn({ downForMs: Date.now() - this.since }, 'database reachable again');
          this.since = undefined;
        },
        () => {
          if (!this.closed) this.tryAgain();
        },
      );
    }, this.probeEveryMs);
    this.timer.unref();
  }
}

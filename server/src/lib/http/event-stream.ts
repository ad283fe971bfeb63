import { once } from 'node:events';
import type { Response } from 'express';

/**
 * Server-sent events on one response (`text/event-stream`): each event a name and one line of JSON. Nothing between
 * here and the reader may hold the events back: `no-transform` keeps compression (ours, which skips such answers,
 * and any proxy's) off them and `X-Accel-Buffering: no` asks nginx not to buffer; `no-store` because a reply may be
 * about the reader's own plan. The headers go out at once, before the first event.
 */
export class EventStream {
  private gone = false;

  constructor(private readonly res: Response) {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.on('close', () => {
      this.gone = true;
    });
  }

  /** Whether the reader is still there. */
  get open(): boolean {
    return !this.gone && !this.res.writableEnded;
  }

  /** Writes one event, waiting while the connection's buffer is full; false when the reader has gone. */
  async send(event: string, data: unknown): Promise<boolean> {
    if (!this.open) return false;
    // JSON.stringify escapes line breaks, so the data is one line whatever it holds.
    if (!this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
      await Promise.race([once(this.res, 'drain'), once(this.res, 'close')]);
    return this.open;
  }

  end(): void {
    if (!this.res.writableEnded) this.res.end();
  }
}

/** One server-sent event: its `event` field ('message' when none was given) and its data lines joined by newlines. */
export type ServerSentEvent = { readonly event: string; readonly data: string };

/**
 * The events of a `text/event-stream` body, parsed as the WHATWG HTML standard describes (9.2.6): bytes decoded as
 * UTF-8 across chunk boundaries (a character may be split between two reads), lines ended by CRLF, LF or CR (a CRLF
 * split between two reads is one line end), comment lines (`: keep-alive`) skipped, one optional space after the
 * colon removed, an event dispatched at a blank line, an event with no data not dispatched, and an unfinished event
 * at the end of the body dropped. `id` and `retry` are not needed here: nothing reconnects. A line that is no field of
 * the standard's (the standard ignores it) goes to `unframed`: an API may write an error there, outside any event.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
  options: { unframed?: (line: string) => void } = {},
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let data: string[] = [];
  let event = '';
  /** A CR ended the last read: an LF at the start of the next belongs to it. */
  let afterCR = false;
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      if (afterCR && buffer.startsWith('\n')) buffer = buffer.slice(1);
      afterCR = false;
      for (let match = /\r\n|\r|\n/.exec(buffer); match; match = /\r\n|\r|\n/.exec(buffer)) {
        // A CR last in the buffer may be the first half of a CRLF: it is a line end either way, and the LF is skipped.
        if (match[0] === '\r' && match.index === buffer.length - 1) afterCR = true;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          data = [];
          event = '';
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
        else if (field !== 'id' && field !== 'retry') options.unframed?.(line);
      }
    }
  } finally {
    // The reader left early (an abort, a timeout, a caller that stopped): the body is cancelled, the connection freed.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/**
 * An msw server for a test file that calls a paid service directly (no app in between): its hooks start it before
 * the file, reset the handlers after each test and fail that test when a request went unanswered, and close it after.
 */
export function strictMockServer(): SetupServer {
  const mock = setupServer();
  const unhandled: string[] = [];
  beforeAll(() => {
    mock.events.on('request:unhandled', ({ request }) => unhandled.push(request.url));
    mock.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    mock.resetHandlers();
    expect(unhandled.splice(0)).toEqual([]);
  });
  afterAll(() => mock.close());
  return mock;
}

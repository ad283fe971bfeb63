import { http, passthrough } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * An msw server for tests of the real app with a paid service at its HTTP edge: requests to the app itself
 * (127.0.0.1) go through; the service is answered by the handlers a test adds; any other request fails and is
 * recorded, so `unhandled` can be checked after each test.
 */
export function appUpstream(): { readonly upstream: SetupServer; readonly unhandled: string[]; listen(): void } {
  const upstream = setupServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  const unhandled: string[] = [];
  return {
    upstream,
    unhandled,
    listen: () =>
      upstream.listen({
        onUnhandledFrame: ({ frame, defaults }) => {
          unhandled.push(`${frame.protocol} ${(frame.data as { request?: Request }).request?.url ?? ''}`);
          defaults.error();
        },
      }),
  };
}

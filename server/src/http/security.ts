import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import cors from 'cors';
import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/config.js';

/** The paths a browser on another origin may call when `CORS_ORIGINS` lists that origin. */
const CORS_PATHS = ['/api', '/graphql', '/oauth2'];

/**
 * CORS for exactly the configured origins on the API paths, preflight included. With none configured nothing is
 * added: the browser's same-origin rule stands, as it always did. Bearer tokens need no cookies, so credentials are
 * allowed only on `/oauth2`, where the browser-bound sign-in state lives in a cookie.
 */
export function corsFor(origins: readonly string[]): RequestHandler {
  const router = Router();
  if (origins.length === 0) return router;
  const allowed = new Set(origins);
  const options = (credentials: boolean): cors.CorsOptions => ({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // X-Management-Code: a listing's code on PUT and DELETE /api/business/{id} and its photos (a signed-out registrant's key).
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Management-Code'],
    exposedHeaders: ['X-Next-Cursor', 'Retry-After', 'X-Request-Id'],
    credentials,
    maxAge: 600,
  });
  for (const path of CORS_PATHS) {
    router.use(path, cors(options(path === '/oauth2')));
    // A preflight from an origin not on the list: answered here, without any Access-Control-* header, so the browser
    // refuses the call (instead of the route's own 404 for OPTIONS).
    router.options(`${path}{/*rest}`, (req, res, next) => {
      if (!req.headers['access-control-request-method']) return next();
      res
        .status(403)
        .json({ message: `Calls from ${String(req.headers.origin ?? 'this origin')} are not allowed (CORS_ORIGINS).` });
    });
  }
  return router;
}

/** Hosts the browser needs for a Google map (Google's documented allowlist for the Maps JavaScript API). */
const GOOGLE_MAPS = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'blob:'],
  frame: ['*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};

type Directives = Record<string, string[]>;

/**
 * The app's Content-Security-Policy: our own origin only, plus Google's map hosts when the browser map is configured.
 * Models are never called from the browser (the chat and the planner go through our server), so no model host is
 * listed. Scripts: our files and the page's own inline scripts by hash (`forPage`), nothing else. Styles allow
 * inline: Chakra (emotion) inserts <style> elements at run time and Leaflet sets style attributes.
 */
function appDirectives(config: Config): Directives {
  const google = config.googleMaps.browserKey ? GOOGLE_MAPS : undefined;
  const https = config.publicUrl.startsWith('https://');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(google?.script ?? [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(google?.style ?? [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(google?.img ?? [])],
    'font-src': ["'self'", 'data:', ...(google?.font ?? [])],
    'connect-src': ["'self'", ...(google?.connect ?? [])],
    'worker-src': ["'self'", ...(google?.worker ?? [])],
    'frame-src': google?.frame ?? ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The Apollo Sandbox at GET /graphql is Apollo's page: it loads its scripts from Apollo's CDN and carries its own
 * policy (a <meta> CSP with a nonce for its inline script). Our header adds only what a <meta> cannot say.
 */
const SANDBOX_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export type SecurityHeaders = {
  /** helmet: CSP, nosniff, referrer policy, frame-ancestors, HSTS on https; the Sandbox gets its own CSP. */
  readonly headers: RequestHandler;
  /** The CSP for one built page: the app policy plus the hashes of the page's inline scripts. */
  forPage(html: string): string;
};

export function securityHeaders(config: Config): SecurityHeaders {
  const directives = appDirectives(config);
  const helmetHandler = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Cross-origin isolation would block Google's map tiles and gains nothing here.
    crossOriginEmbedderPolicy: false,
    // A Google Maps browser key is restricted by referrer, so cross-origin requests must still carry our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where we are served over https; not for subdomains, which may be other people's sites.
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'deny' },
  });
  // helmet's headers depend on the config alone (no nonces, nothing from the request): worked out once here, each
  // response is given the same list instead of running helmet's dozen middlewares again.
  const fixed = headersSetBy(helmetHandler);
  const headers: RequestHandler = (req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (
      req.path === '/graphql' &&
      req.method === 'GET' &&
      req.accepts(['application/json', 'text/html']) === 'text/html'
    ) {
      res.setHeader('Content-Security-Policy', SANDBOX_POLICY);
    }
    next();
  };

  const byHtml = new Map<string, string>();
  return {
    headers,
    forPage(html) {
      let policy = byHtml.get(html);
      if (policy === undefined) {
        const hashes = inlineScripts(html).map(
          (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
        );
        policy = serialize({ ...directives, 'script-src': [...directives['script-src']!, ...hashes] });
        // A rebuilt client or a guide's own cover makes a new page; keep the few there are.
        if (byHtml.size > 64) byHtml.clear();
        byHtml.set(html, policy);
      }
      return policy;
    },
  };
}

/** The headers a middleware that only sets headers sets, run once against a stand-in request and response. */
function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): [string, string][] {
  const set = new Map<string, string>();
  let called = false;
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
  } as unknown as ServerResponse;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res, (error) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('helmet did not finish synchronously; its headers cannot be worked out once.');
  return [...set];
}

/** The text of every <script> without a src (the boot loader Vite's build leaves in index.html). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);
}

/** Paths whose answers may carry a token or personal data: never stored by a browser or a proxy. */
const PRIVATE_PREFIXES = ['/api/', '/oauth2/', '/login/oauth2/'];

/**
 * `Cache-Control: no-store` on every answer that may carry a token or personal data: all of /api (a route serving
 * public data, such as the map layers, sets its own caching), the OAuth routes, and every /graphql answer (an
 * anonymous GET too: `sharedTripPlan` is a plan read by its link's token, which its owner may revoke; no GraphQL answer
 * gives a lifetime a cache could keep it for, so nothing is lost).
 */
export const noStore: RequestHandler = (req, res, next) => {
  const isPrivate = req.path === '/graphql' || PRIVATE_PREFIXES.some((prefix) => req.path.startsWith(prefix));
  if (isPrivate) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Against slow clients (slowloris): the headers must arrive within `headersTimeout`, or the connection is closed; an
 * idle keep-alive connection closes after `keepAliveTimeout`. The body's deadlines are the app's own (a total for an
 * ordinary request, a pause for an upload, each answered with a message: lib/http/body-deadlines.ts); Node's
 * `requestTimeout`, one total for every request, is only the backstop behind them, past the longest they allow.
 * Node checks these once per `connectionsCheckingInterval` (30 s by default), so it checks every second.
 */
export function serverTimeouts(edge: Config['edge']): ServerOptions {
  return {
    headersTimeout: edge.headersTimeoutMs,
    requestTimeout: edge.headersTimeoutMs + Math.max(edge.requestTimeoutMs, edge.uploadTimeoutMs) + 5_000,
    keepAliveTimeout: edge.keepAliveTimeoutMs,
    connectionsCheckingInterval: 1_000,
  };
}

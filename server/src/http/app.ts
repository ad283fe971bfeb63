import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type Request } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { GraphQLContext } from '../graphql/context.js';
import { formatGraphQLError, serviceUnavailablePlugin } from '../graphql/format-error.js';
import { compiledExecution } from '../graphql/compiled-execution.js';
import { graphqlHandler } from '../graphql/http-handler.js';
import { graphqlLimits } from '../graphql/limits.js';
import { publicResponseCachePlugin } from '../graphql/public-response-cache.js';
import { buildGraphQLSchema } from '../graphql/schema.js';
import type { ContentService } from '../modules/content/content.module.js';
import { PHOTO_PATH } from '../modules/business/business.module.js';
import { RequestAuth } from '../modules/accounts/request-auth.js';
import { publicQueryFields, requestServices, type Modules, type RequestServices } from './request-services.js';
import { oauthRoutes } from '../rest/oauth.routes.js';
import { restRouter } from '../rest/router.js';
import { mcpRouter } from '../mcp/mcp-router.js';
import { photoFileRoutes } from '../rest/photo-files.routes.js';
import { isPhotoUpload } from '../rest/business-photos.routes.js';
import { rateLimitAddress } from '../lib/http/client-address.js';
import { cookieValue } from '../lib/http/cookies.js';
import { BodyDeadlines } from '../lib/http/body-deadlines.js';
import { errorHandler, routeNotFound } from '../lib/http/error-handler.js';
import { ConnectionDrain } from '../lib/http/drain.js';
import { DatabaseOutage } from '../lib/errors/outage.js';
import { jsonBody } from '../lib/http/json-body.js';
import { precompressed } from '../lib/http/precompressed.js';
import { accessLogger } from '../lib/http/access-log.js';
import { createIndexHtml } from './index-html.js';
import { lazyRequestLoggers, requestIdOf } from '../lib/http/request-id.js';
import { RequestScopeOf, requestScope } from '../lib/request-scope.js';
import { sayError } from '../messages/languages.js';
import { corsFor, noStore, securityHeaders, serverTimeouts } from './security.js';

export type AppServer = {
  readonly httpServer: http.Server;
  /** Listens and resolves with the port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  /** Fails readiness, keeps taking requests for the shutdown delay, then stops taking them, lets the ones in flight finish (up to the shutdown timeout) and closes. */
  stop(): Promise<void>;
};

/** The version the MCP server gives in its handshake: the tools' shapes, raised when they change. */
const MCP_SERVER_VERSION = '1.0.0';

const API_PREFIXES = [
  '/api/',
  '/graphql',
  '/mcp',
  '/healthz',
  '/readyz',
  '/oauth2/',
  '/login/oauth2/',
  `${PHOTO_PATH}/`,
];

/**
 * The HTTP transport: one Express app serving GraphQL, the REST adapter, the OAuth routes and the web client, in
 * that order, over the modules the composition root built. Builds nothing of the app's own (compose.ts does).
 */
export async function createAppServer(options: {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  /** Without it, nothing is cached: no instance could tell the others about writes. */
  changes?: ChangeFeed;
  modules: Modules;
}): Promise<AppServer> {
  const { config, orm, logger, modules } = options;
  const { auth, oauth } = modules;
  const app = express();
  const accessLog = accessLogger(logger.child({}, { redact: { paths: [] } }), {
    ignore: (url) => url === '/healthz' || url === '/readyz',
  });
  const bodyDeadlines = new BodyDeadlines(
    {
      requestMs: config.edge.requestTimeoutMs,
      uploadIdleMs: config.edge.uploadIdleTimeoutMs,
      uploadMs: config.edge.uploadTimeoutMs,
    },
    isPhotoUpload,
    { bodyLimit: config.bodyLimit, say: sayError, logger },
  );
  // The app's one HTTP server: Express answers its requests; upgrade requests (WebSocket) are left to whoever listens
  // for `upgrade` on it (GraphQL subscriptions through graphql-ws, on /graphql), which nothing here does yet.
  const httpServer = http.createServer(serverTimeouts(config.edge), (req, res) => {
    app(req, res);
    bodyDeadlines.watch(req, res);
  });
  let shuttingDown = false;
  const drain = new ConnectionDrain(httpServer);
  // An unreachable database is logged once when first noticed and once when it answers again.
  const outage = new DatabaseOutage(logger, () => orm.em.getConnection().execute('select 1'));

  // Each request's logger (`req.log`), made when first used.
  lazyRequestLoggers(app.request, logger);
  app.disable('x-powered-by');
  // API answers change with every write; hashing each body for an ETag costs more than it saves. Static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const security = securityHeaders(config);
  // What every request goes through first.
  app.use(
    (req, res, next) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      // While shutting down, a client's next request goes to a new connection (and so to another instance).
      if (shuttingDown) res.setHeader('Connection', 'close');
      // The request's logger for the app's own lines, with the root logger's redaction, made when first used; the
      // access line is apart: it lets nothing through but method, redacted URL, address and status, so it needs no
      // redaction walk.
      req.id = id;
      accessLog(req, res);
      requestScope.run(new RequestScopeOf(id, req.headers['accept-language'], logger), next);
    },
    security.headers,
    corsFor(config.edge.corsOrigins),
    noStore,
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (shuttingDown) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  // A scope: the services and who is asking, sharing one EntityManager fork made only when first needed. One per
  // request (`scopeOf`), and one per tool call on /mcp, where a request may carry a batch of them.
  const openScope = (req: Request): { services: RequestServices; auth: RequestAuth } => {
    let fork: EntityManager | undefined;
    const em = () => (fork ??= orm.em.fork());
    return { services: requestServices(modules, em), auth: new RequestAuth(req.headers.authorization, em, auth) };
  };
  const scopes = new WeakMap<Request, { services: RequestServices; auth: RequestAuth }>();
  const scopeOf = (req: Request) => {
    let scope = scopes.get(req);
    if (!scope) scopes.set(req, (scope = openScope(req)));
    return scope;
  };
  const servicesOf = (req: Request): RequestServices => scopeOf(req).services;
  const authOf = (req: Request): RequestAuth => scopeOf(req).auth;
  // The caller as rate limits count it: behind TRUST_PROXY the forwarded address, an IPv6 address by its /64.
  const clientIpOf = (req: Request): string => rateLimitAddress(req.ip ?? req.socket.remoteAddress);

  const limits = graphqlLimits({
    maxResponseBytes: config.graphqlResponseLimitBytes,
    hideSuggestions: config.env === 'production',
  });
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema, run by operations compiled with graphql-jit (after Apollo's parsing, validation and limits).
    gateway: compiledExecution(await buildGraphQLSchema()),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGINT/SIGTERM and shuts down in order; Apollo's own handlers would race it and never finish.
    stopOnTerminationSignals: false,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, requestScope.getStore(), logger, sayError, outage),
    plugins: [
      // First, so a refused answer is never marked cacheable.
      ...limits.plugins,
      // No cache hints are used; the default cache-control plugin would wrap every field resolver for nothing.
      ApolloServerPluginCacheControlDisabled(),
      // After the limits, so an answer they refuse is never kept.
      publicResponseCachePlugin(publicQueryFields, options.changes),
      serviceUnavailablePlugin(),
      // Shutting down: Apollo drains the HTTP server (and, with subscriptions, will close their sockets beside it).
      { serverWillStart: async () => ({ drainServer: () => drain.close(config.shutdownTimeoutMs) }) },
      // Integrators explore the schema here in every mode, production included.
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();

  const graphql = graphqlHandler(apollo, (req) => ({
    services: servicesOf(req),
    auth: authOf(req),
    clientIp: clientIpOf(req),
    requestId: String(req.id),
    cookie: (name) => cookieValue(req, name),
  }));
  app.use('/graphql', jsonBody(config.bodyLimit), graphql);
  app.use(
    '/mcp',
    mcpRouter(
      { openScope, clientIpOf, logger, version: MCP_SERVER_VERSION, maxResultLength: config.graphqlResponseLimitBytes },
      config.bodyLimit,
    ),
  );
  app.use('/api', restRouter({ servicesOf, authOf, clientIpOf, geo: modules.geo, outage }, config.bodyLimit));
  app.use(
    oauthRoutes(oauth, {
      authOf: (req) => servicesOf(req).auth,
      handoff: auth.handoff,
      returnWith: config.auth.oauthReturn,
      clientBase: config.clientUrl === config.publicUrl ? '' : config.clientUrl,
      logger,
      secureCookies: config.publicUrl.startsWith('https://'),
    }),
  );
  app.use(PHOTO_PATH, photoFileRoutes(modules.business.photoStorage));
  app.use(['/api', '/oauth2', '/login/oauth2', PHOTO_PATH], routeNotFound());
  serveClient(app, config.clientDist, modules.content, security.forPage);
  app.use(errorHandler(config.bodyLimit, sayError, outage));

  return {
    httpServer,
    listen(port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as AddressInfo).port);
        });
      });
    },
    async stop() {
      // Readiness fails at once; requests are still taken for the delay, so a load balancer can stop sending them.
      shuttingDown = true;
      outage.close();
      if (config.edge.shutdownDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.edge.shutdownDelayMs));
      // Drains the HTTP server first (the plugin above), then stops Apollo.
      await apollo.stop();
      bodyDeadlines.close();
    },
  };
}

/** Files a browser checks for a new version (the service worker, the web app manifest): always asked again. */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * The built client, with hashed assets cached for a year and every other GET for a page answered by index.html.
 * Compressed when the browser accepts it: the scripts are a third of their size in gzip, which on a phone's
 * connection is most of the time before a page can be used. The service worker and the manifest are `no-cache`, so a
 * new release is found on the next visit; `/index.html` itself (what the service worker keeps as the offline app
 * shell) is answered as a page, with the policy that lets its inline script run.
 */
function serveClient(
  app: express.Express,
  clientDist: string,
  content: ContentService,
  policyFor: (html: string) => string,
): void {
  const indexHtml = path.join(clientDist, 'index.html');
  const pageHtml = createIndexHtml(indexHtml, content);
  const sendPage: express.RequestHandler = (req, res) => {
    const html = pageHtml(req.path);
    if (html === null) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`, or `npm start`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', policyFor(html));
    res.type('html').send(html);
  };
  const assets = path.join(clientDist, 'assets');
  // Assets are named by their content: cached for a year. Their brotli or gzip copy is sent when there is one.
  app.use('/assets', precompressed(assets, { 'Cache-Control': 'public, max-age=31536000, immutable' }));
  app.use(compression());
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }));
  app.get('/index.html', sendPage);
  app.use(
    express.static(clientDist, {
      index: false,
      setHeaders: (res, file) => {
        if (REVALIDATED_FILES.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // A plain middleware, not a `/{*path}` route: the router would decode the path as a parameter and fail on a bad
  // %-escape before the page could be served.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PREFIXES.some((prefix) => req.path.startsWith(prefix)))
      return next();
    sendPage(req, res, next);
  });
}

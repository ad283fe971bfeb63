import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express, { type Request } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from '../config/config.js';
import type { GraphQLContext } from '../graphql/context.js';
import { costLimitRule } from '../graphql/cost-limit.js';
import { formatGraphQLError } from '../graphql/format-error.js';
import { buildGraphQLSchema } from '../graphql/schema.js';
import type { Actor } from '../lib/actor.js';
import { restRouter } from '../rest/router.js';
import { errorHandler } from './errors.js';
import { requestIdOf } from './request-id.js';
import { requestScope } from './request-scope.js';

export type AppServer = {
  readonly httpServer: http.Server;
  /** Listens and resolves with the port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops taking requests, lets the ones in flight finish (up to the shutdown timeout), then closes. */
  stop(): Promise<void>;
};

const API_PREFIXES = ['/api/', '/graphql', '/healthz', '/readyz', '/oauth2/'];

export async function createAppServer(options: { config: Config; orm: MikroORM; logger: Logger }): Promise<AppServer> {
  const { config, orm, logger } = options;
  const app = express();
  const httpServer = http.createServer(app);
  let shuttingDown = false;

  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    requestScope.run({ requestId: String(req.id), logger: req.log }, next);
  });

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

  // One EntityManager fork per request, made when first asked for.
  const forks = new WeakMap<Request, EntityManager>();
  const emOf = (req: Request): EntityManager => {
    let em = forks.get(req);
    if (!em) forks.set(req, (em = orm.em.fork()));
    return em;
  };
  // Accounts come with the accounts issue; until then every caller is a visitor.
  const actorOf = (_req: Request): Actor => null;

  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildGraphQLSchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [costLimitRule],
    formatError: (formatted, error) => formatGraphQLError(formatted, error, requestScope.getStore(), logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownTimeoutMs }),
      // Integrators explore the schema here in every mode, production included.
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();

  app.use(
    '/graphql',
    express.json({ limit: config.bodyLimit }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({ em: emOf(req), actor: actorOf(req), requestId: String(req.id), logger: req.log }),
    }),
  );
  app.use('/api', restRouter({ emOf, actorOf }, config.bodyLimit));
  serveClient(app, config.clientDist);
  app.use(errorHandler(config.bodyLimit));

  return {
    httpServer,
    listen(port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as import('node:net').AddressInfo).port);
        });
      });
    },
    async stop() {
      shuttingDown = true;
      await apollo.stop();
    },
  };
}

/** The built client, with hashed assets cached for a year and every other GET for a page answered by index.html. */
function serveClient(app: express.Express, clientDist: string): void {
  const indexHtml = path.join(clientDist, 'index.html');
  app.use('/assets', express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(clientDist, { index: false }));
  app.get('/{*path}', (req, res, next) => {
    if (API_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`, or `npm start`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

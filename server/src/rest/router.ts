import { Router, type Request } from 'express';
import { jsonBody } from '../http/json-body.js';
import type { RequestAuth } from '../modules/auth/request-auth.js';
import type { RequestServices } from '../modules/services.js';
import { accountRoutes } from './account.routes.js';
import type { GeoModule } from '../modules/geo/geo.module.js';
import { businessRoutes } from './business.routes.js';
import { geoRoutes } from './geo.routes.js';
import { plannerRoutes } from './planner.routes.js';

/** What every REST route may use: the request's services, who is asking and from where. Never the ORM itself. */
export type RestDeps = {
  readonly servicesOf: (req: Request) => RequestServices;
  readonly authOf: (req: Request) => RequestAuth;
  readonly clientIpOf: (req: Request) => string;
  readonly geo: GeoModule;
};

export function restRouter(deps: RestDeps, bodyLimit: string): Router {
  const router = Router();
  router.use(jsonBody(bodyLimit));
  // A body in any other format would be ignored and the call answered as if fields were missing: say so instead.
  router.use((req, res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      res.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json).', requestId: String(req.id) });
      return;
    }
    next();
  });
  router.use('/business', businessRoutes(deps));
  router.use(accountRoutes(deps));
  router.use('/geo', geoRoutes(deps.geo));
  router.use('/trip', plannerRoutes(deps));
  return router;
}

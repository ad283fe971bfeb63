import { Router } from 'express';
import { bodyNotJson } from '../lib/http/error-handler.js';
import { jsonBody } from '../lib/http/json-body.js';
import type { RestDeps } from './deps.js';
import { accountRoutes } from './account.routes.js';
import { businessRoutes } from './business.routes.js';
import { businessPhotoUploadRoutes } from './business-photos.routes.js';
import { chatRoutes } from './chat.routes.js';
import { geoRoutes } from './geo.routes.js';
import { plannerRoutes } from './planner.routes.js';
import { planRoutes } from './plans.routes.js';

export function restRouter(deps: RestDeps, bodyLimit: string): Router {
  const router = Router();
  router.use(jsonBody(bodyLimit));
  // The one call whose body is not JSON: a photo, sent as it is.
  router.use('/business', businessPhotoUploadRoutes(deps));
  // A body in any other format would be ignored and the call answered as if fields were missing: say so instead.
  router.use((req, _res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) throw bodyNotJson();
    next();
  });
  router.use('/business', businessRoutes(deps));
  router.use(accountRoutes(deps));
  router.use('/geo', geoRoutes(deps.geo));
  router.use('/trip', plannerRoutes(deps));
  router.use(planRoutes(deps));
  router.use(chatRoutes(deps, bodyLimit));
  return router;
}

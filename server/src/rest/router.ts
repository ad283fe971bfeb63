import express, { Router, type Request } from 'express';
import type { RequestAuth } from '../modules/auth/request-auth.js';
import type { RequestServices } from '../modules/services.js';
import { accountRoutes } from './account.routes.js';
import type { GeoModule } from '../modules/geo/geo.module.js';
import { businessRoutes } from './business.routes.js';
import { geoRoutes } from './geo.routes.js';

/** What every REST route may use: the request's services, who is asking and from where. Never the ORM itself. */
export type RestDeps = {
  readonly servicesOf: (req: Request) => RequestServices;
  readonly authOf: (req: Request) => RequestAuth;
  readonly clientIpOf: (req: Request) => string;
  readonly geo: GeoModule;
};

export function restRouter(deps: RestDeps, bodyLimit: string): Router {
  const router = Router();
  router.use(express.json({ limit: bodyLimit }));
  router.use('/business', businessRoutes(deps));
  router.use(accountRoutes(deps));
  router.use('/geo', geoRoutes(deps.geo));
  router.use((req, res) => {
    res.status(404).json({ message: `There is no API route ${req.method} ${req.originalUrl.split('?')[0]}.` });
  });
  return router;
}

import type { Request } from 'express';
import type { DatabaseOutage } from '../lib/errors/outage.js';
import type { RequestAuth } from '../modules/accounts/request-auth.js';
import type { GeoModule } from '../modules/geo/geo.module.js';
import type { RequestServices } from '../http/request-services.js';

/** What every REST route may use: the request's services, who is asking and from where. Never the ORM itself. */
export type RestDeps = {
  readonly servicesOf: (req: Request) => RequestServices;
  readonly authOf: (req: Request) => RequestAuth;
  readonly clientIpOf: (req: Request) => string;
  readonly geo: GeoModule;
  /** Told of a failure for want of the database, so that the outage is logged once (the error handler tells it too). */
  readonly outage?: Pick<DatabaseOutage, 'noticed'>;
};

import { Router } from 'express';
import type { GeoModule } from '../modules/geo/geo.module.js';

/**
 * GET /api/geo/layers: the map's base layers as GeoJSON. A plain HTTP resource rather than a GraphQL field so that
 * browsers and proxies cache it (the data changes only with a new release) and the client needs no schema for it.
 */
export function geoRoutes(geo: GeoModule): Router {
  const router = Router();
  router.get('/layers', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('ETag', geo.layersEtag);
    if (req.headers['if-none-match'] === geo.layersEtag) {
      res.status(304).end();
      return;
    }
    res.type('application/geo+json').send(geo.layersJson);
  });
  return router;
}

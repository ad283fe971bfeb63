import { Router } from 'express';
import { BUSINESS_REGISTERED } from '../modules/business/business.service.js';
import { presentBusiness } from '../modules/business/business.presenter.js';
import type { RestDeps } from './deps.js';
import { integerParam, textParam } from './params.js';

/** The spec's business calls (section 7), answered as DESIGN §5 says. */
export function businessRoutes({ servicesOf, authOf, clientIpOf }: RestDeps): Router {
  const router = Router();

  router.post('/register', async (req, res) => {
    const business = await servicesOf(req).business.register(req.body ?? {}, await authOf(req).actor(), clientIpOf(req));
    res.status(201).json({ message: BUSINESS_REGISTERED, business: presentBusiness(business) });
  });

  // Old clients expect one array. It is newest first and capped (`first`, default 100, at most 100); `category`,
  // `search` and `after` work as in GraphQL, and `X-Next-Cursor` says where the next page starts.
  router.get('/all', async (req, res) => {
    const page = await servicesOf(req).business.list({
      first: integerParam(req.query, 'first', 100),
      after: textParam(req.query, 'after'),
      category: textParam(req.query, 'category'),
      search: textParam(req.query, 'search'),
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.json(page.edges.map((edge) => presentBusiness(edge.node)));
  });

  router.delete('/:id', async (req, res) => {
    await servicesOf(req).business.delete(req.params.id, await authOf(req).actor());
    res.status(204).end();
  });

  return router;
}

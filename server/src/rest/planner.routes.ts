import { Router } from 'express';
import type { RestDeps } from './deps.js';

/** POST /api/trip/plan (spec §7, DESIGN §5): the plan with its text under the spec's five headings. */
export function plannerRoutes({ servicesOf, authOf }: RestDeps): Router {
  const router = Router();
  router.post('/plan', async (req, res) => {
    const user = await authOf(req).requireUser();
    const result = await servicesOf(req).planner.plan(user, req.body ?? {});
    res.json({ id: result.id, itineraryText: result.itineraryText, plan: result.plan, source: result.source });
  });
  return router;
}

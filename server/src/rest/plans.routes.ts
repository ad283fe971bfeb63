import { Router, type Response } from 'express';
import type { Calendar } from '../modules/planner/plan-calendar.js';
import type { RestDeps } from './deps.js';
import { textParam } from './params.js';

/** An iCalendar file as a download; never cached, so a revoked link or an edit shows at once. */
function sendCalendar(res: Response, calendar: Calendar): void {
  res.set({
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${calendar.filename}"`,
    'cache-control': 'no-store',
  });
  res.send(calendar.body);
}

/**
 * GET /api/plans/{id}/calendar.ics (the owner, signed in), GET /api/shared/{token} and
 * GET /api/shared/{token}/calendar.ics (anyone holding the link). Unknown, another account's or revoked: 404.
 */
export function planRoutes({ servicesOf, authOf, clientIpOf }: RestDeps): Router {
  const router = Router();
  router.get('/plans/:id/calendar.ics', async (req, res) => {
    const user = await authOf(req).requireUser();
    sendCalendar(
      res,
      await servicesOf(req).planner.calendar(user, String(req.params.id), { start: textParam(req.query, 'start') }),
    );
  });
  router.get('/shared/:token', async (req, res) => {
    const shared = await servicesOf(req).planShares.open(String(req.params.token), clientIpOf(req));
    res.set('cache-control', 'no-store').json(shared);
  });
  router.get('/shared/:token/calendar.ics', async (req, res) => {
    sendCalendar(
      res,
      await servicesOf(req).planShares.calendar(String(req.params.token), clientIpOf(req), {
        start: textParam(req.query, 'start'),
      }),
    );
  });
  return router;
}

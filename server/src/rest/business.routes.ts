import { Router } from 'express';
import { answerLanguage } from '../lib/http/error-handler.js';
import { presentBusiness, presentPhotoJson } from '../modules/business/business.presenter.js';
import { confirmation, sayConfirmation } from '../messages/languages.js';
import { businessCallerOf } from './business-caller.js';
import type { RestDeps } from './deps.js';
import { integerParam, numberParam, textParam } from './params.js';

/** The spec's business calls (section 7), answered as DESIGN §5 says. */
export function businessRoutes({ servicesOf, authOf, clientIpOf }: RestDeps): Router {
  const router = Router();
  const callerOf = businessCallerOf({ authOf, clientIpOf });

  router.post('/register', async (req, res) => {
    const { business, managementCode, locationNotice } = await servicesOf(req).business.register(
      req.body ?? {},
      await authOf(req).actor(),
      clientIpOf(req),
    );
    // The spec's answer, plus the management code of a listing registered while signed out (shown this once), and a
    // word when its address could not be placed on the map.
    const language = answerLanguage(req, res);
    res.status(201).json({
      message: confirmation('businessRegistered', language),
      business: presentBusiness(business),
      ...(managementCode ? { managementCode } : {}),
      ...(locationNotice ? { locationNotice: sayConfirmation(locationNotice, language) } : {}),
    });
  });

  // Old clients expect one array. It is newest first and capped (`first`, default 100, at most 100); `category`,
  // `search` and `after` work as in GraphQL, and `X-Next-Cursor` says where the next page starts. Additions: `district`,
  // `q` (GraphQL's `query`: best match first) and `lat`, `lng`, `radiusKm` (GraphQL's `near`: nearest first).
  router.get('/all', async (req, res) => {
    const page = await servicesOf(req).business.list({
      first: integerParam(req.query, 'first', 100),
      after: textParam(req.query, 'after'),
      category: textParam(req.query, 'category'),
      district: textParam(req.query, 'district'),
      search: textParam(req.query, 'search'),
      q: textParam(req.query, 'q'),
      lat: numberParam(req.query, 'lat'),
      lng: numberParam(req.query, 'lng'),
      radiusKm: numberParam(req.query, 'radiusKm'),
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.json(page.edges.map((edge) => presentBusiness(edge.node)));
  });

  // An addition to the spec's calls: the owner replaces the listing's details, answered like a registration.
  router.put('/:id', async (req, res) => {
    const { business, locationNotice } = await servicesOf(req).business.update(
      req.params.id,
      req.body ?? {},
      await callerOf(req),
    );
    const language = answerLanguage(req, res);
    res.json({
      message: confirmation('businessUpdated', language),
      business: presentBusiness(business),
      ...(locationNotice ? { locationNotice: sayConfirmation(locationNotice, language) } : {}),
    });
  });

  router.delete('/:id', async (req, res) => {
    await servicesOf(req).business.delete(req.params.id, await callerOf(req));
    res.status(204).end();
  });

  // An addition: the holder of a listing's management code moves it into the signed-in account.
  router.post('/:id/claim', async (req, res) => {
    const business = await servicesOf(req).business.claim(
      req.params.id,
      req.body ?? {},
      await authOf(req).actor(),
      clientIpOf(req),
    );
    res.json({
      message: confirmation('businessClaimed', answerLanguage(req, res)),
      business: presentBusiness(business),
    });
  });

  // An addition: anyone reports a listing with { reason, detail? }, once, a few an hour (moderation, issue 19).
  router.post('/:id/report', async (req, res) => {
    const body: unknown = req.body ?? {};
    const input =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, businessId: req.params.id } : body;
    await servicesOf(req).businessReports.report(input, await authOf(req).actor(), clientIpOf(req));
    res.status(201).json({ message: confirmation('businessReported', answerLanguage(req, res)) });
  });

  // An addition: the owner of a listing hidden pending review (or its code's holder) asks an admin to review it.
  router.post('/:id/review-request', async (req, res) => {
    const business = await servicesOf(req).businessReports.requestReview(req.params.id, await callerOf(req));
    res.json({
      message: confirmation('reviewRequested', answerLanguage(req, res)),
      business: presentBusiness(business),
    });
  });

  // Additions: a listing's photos are removed and ordered by whoever may edit it (uploads: business-photos.routes.ts).
  router.delete('/:id/photos/:photoId', async (req, res) => {
    await servicesOf(req).businessPhotos.remove(req.params.id, req.params.photoId, await callerOf(req));
    res.status(204).end();
  });

  router.put('/:id/photos/order', async (req, res) => {
    const business = await servicesOf(req).businessPhotos.reorder(req.params.id, req.body ?? {}, await callerOf(req));
    res.json({ photos: business.photos.map(presentPhotoJson) });
  });

  return router;
}

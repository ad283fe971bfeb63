import { Router } from 'express';
import { answerLanguage } from '../lib/http/error-handler.js';
import { confirmation } from '../messages/languages.js';
import { presentUser } from '../modules/accounts/user.type.js';
import type { RestDeps } from './deps.js';

/** The spec's account calls (section 7), answered as DESIGN §5 says. */
export function accountRoutes({ servicesOf, authOf, clientIpOf }: RestDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const { token, user } = await servicesOf(req).auth.signIn(req.body ?? {}, clientIpOf(req));
    res.json({ token, user: presentUser(user) });
  });

  router.post('/register', async (req, res) => {
    const { token, user } = await servicesOf(req).auth.signUp(req.body ?? {}, clientIpOf(req));
    res.status(201).json({ token, user: presentUser(user) });
  });

  router.get('/profile', async (req, res) => {
    res.json(presentUser(await authOf(req).requireUser()));
  });

  router.put('/profile', async (req, res) => {
    const user = await authOf(req).requireUser();
    res.json(presentUser(await servicesOf(req).profile.update(user, req.body ?? {})));
  });

  router.post('/profile/change-password', async (req, res) => {
    const { user, session } = await authOf(req).requireSession();
    const token = await servicesOf(req).profile.changePassword(user, session, req.body ?? {});
    res.json({ message: confirmation('passwordChanged', answerLanguage(req, res)), token });
  });

  return router;
}

import type { Request } from 'express';
import type { RestDeps } from './deps.js';

/** Who asks to change a listing: the account, and the management code a signed-out registrant sends in X-Management-Code. */
export function businessCallerOf({ authOf, clientIpOf }: Pick<RestDeps, 'authOf' | 'clientIpOf'>) {
  return async (req: Request) => ({
    actor: await authOf(req).actor(),
    managementCode: req.get('x-management-code') ?? null,
    clientIp: clientIpOf(req),
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../lib/actor.js';
import { exceeded, type RateLimiter } from '../../lib/rate-limit.js';
import { isUuid } from '../../lib/uuid.js';
import { Business } from './business.entity.js';
import { BusinessError, BusinessErrorCode, type BusinessAction } from './business.errors.js';
import { BusinessRepository } from './business.repository.js';
import { CODE_ATTEMPTS, codeMatches } from './management-code.js';

/** Who asks to change a listing: an account, the holder of its management code, or both. */
export type Caller = { readonly actor: Actor; readonly managementCode?: string | null; readonly clientIp: string };

/**
 * Who may change a listing, in one place for its details and its photos alike: its owner, or whoever gives its
 * management code. Code attempts are rate limited per address.
 */
export class BusinessAccess {
  constructor(private readonly limiter: RateLimiter) {}

  /** The live listing the caller may `action`: theirs, or one whose management code they give. */
  async managedLive(em: EntityManager, id: string, caller: Caller, action: BusinessAction): Promise<Business> {
    const { actor, managementCode, clientIp } = caller;
    if (!actor && !managementCode) throw new BusinessError(BusinessErrorCode.SIGN_IN_REQUIRED, { action });
    const business = await this.live(em, id);
    if (actor && business.ownerId === actor.userId) return business;
    if (managementCode) {
      await this.checkCode(em, business.id, managementCode, clientIp);
      return business;
    }
    throw new BusinessError(BusinessErrorCode.NOT_OWNER, { action });
  }

  async live(em: EntityManager, id: string): Promise<Business> {
    const business = isUuid(id) ? await em.findOne(Business, { id, deletedAt: null }) : null;
    if (!business) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
    return business;
  }

  /** Every attempt counts against the address before the code is read, so a right guess never slips past the limit. */
  async checkCode(em: EntityManager, businessId: string, code: string, clientIp: string): Promise<void> {
    const retryAfterSeconds = await exceeded(this.limiter, `business:code:ip:${clientIp}`, CODE_ATTEMPTS);
    if (retryAfterSeconds) throw new BusinessError(BusinessErrorCode.TOO_MANY_CODE_ATTEMPTS, { retryAfterSeconds });
    if (!codeMatches(code, await new BusinessRepository(em).managementCodeHash(businessId)))
      throw new BusinessError(BusinessErrorCode.WRONG_MANAGEMENT_CODE);
  }
}

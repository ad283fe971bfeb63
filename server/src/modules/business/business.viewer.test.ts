import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../../graphql/context.js';
import { AuthError, AuthErrorCode } from '../accounts/accounts.module.js';
import type { BusinessRecord, BusinessViewer } from './business.repository.js';
import { BusinessResolver } from './business.resolver.js';

/** `business(id)` reads who is asking: a refused token means a visitor; any other failure is an error, not a visitor. */

const LISTING = { id: '00000000-0000-4000-8000-000000000001', ownerId: 'owner' } as BusinessRecord;

/** A context whose viewer and admin checks answer or fail as given, and whose service records who it was asked for. */
function contextWith(auth: { viewerId: () => Promise<string | null>; isAdmin: () => Promise<boolean> }) {
  const asked: BusinessViewer[] = [];
  const ctx = {
    auth,
    services: { business: { get: async (_id: string, viewer: BusinessViewer) => (asked.push(viewer), LISTING) } },
  } as unknown as GraphQLContext;
  return { ctx, asked };
}

describe('business(id) and who is asking', () => {
  it('reads a refused token as a visitor', async () => {
    const refused = () => Promise.reject(new AuthError(AuthErrorCode.SESSION_EXPIRED));
    const { ctx, asked } = contextWith({ viewerId: refused, isAdmin: refused });
    expect(await new BusinessResolver().business(LISTING.id, ctx)).toBe(LISTING);
    expect(asked).toEqual([{ userId: null, isAdmin: false }]);
  });

  it('lets any other failure of the admin check or the viewer surface, instead of answering as to a visitor', async () => {
    const failing = () => Promise.reject(new Error('connection terminated'));
    const admin = contextWith({ viewerId: async () => 'owner', isAdmin: failing });
    await expect(new BusinessResolver().business(LISTING.id, admin.ctx)).rejects.toThrow('connection terminated');
    expect(admin.asked).toEqual([]);
    const viewer = contextWith({ viewerId: failing, isAdmin: async () => false });
    await expect(new BusinessResolver().business(LISTING.id, viewer.ctx)).rejects.toThrow('connection terminated');
  });

  it('passes a signed-in admin on as one', async () => {
    const { ctx, asked } = contextWith({ viewerId: async () => 'admin', isAdmin: async () => true });
    await new BusinessResolver().business(LISTING.id, ctx);
    expect(asked).toEqual([{ userId: 'admin', isAdmin: true }]);
  });
});

import type { BusinessRecord } from './business.repository.js';

/** What the REST API says about a listing: the spec's fields plus id and creation time, never owner or deletion. */
export function presentBusiness(business: BusinessRecord) {
  return {
    id: business.id,
    name: business.name,
    address: business.address,
    email: business.email,
    telephone: business.telephone,
    website: business.website ?? null,
    description: business.description ?? null,
    category: business.category,
    createdAt: business.createdAt.toISOString(),
  };
}

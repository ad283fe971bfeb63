import type { BusinessRecord } from './business.repository.js';
import type { PhotoRecord } from './photos/business-photo.repository.js';
import { presentPhoto } from './photos/photo.presenter.js';

/** A photo in a REST answer: both sizes' URLs (on this origin) and dimensions. */
export function presentPhotoJson(photo: PhotoRecord) {
  const view = presentPhoto(photo);
  return { ...view, createdAt: view.createdAt.toISOString() };
}

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
    // Additions to the spec's fields: days left out of openingHours are closed; an empty list means not said.
    openingHours: business.openingHours,
    languages: business.languages,
    priceRange: business.priceRange ?? null,
    // An addition: closed on poya (full moon) days whatever the hours say.
    closedOnPoyaDays: business.closedOnPoyaDays,
    // Additions: the listing's map pin ({ lat, lng }, or null) and the district it is in.
    location: business.location,
    district: business.district ?? null,
    // An addition: the listing's photos in order, the first shown on its card.
    photos: business.photos.map(presentPhotoJson),
    createdAt: business.createdAt.toISOString(),
  };
}

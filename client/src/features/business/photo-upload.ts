import { languageHeaders } from '../../lib/request-language';
import { businessEnglish, type BusinessT } from './i18n';
import { downscalePhoto } from './photo-downscale';

/** The server's limits (server/src/modules/business/photos/photo-limits.ts), said before a photo is sent. */
export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides from the bytes all the same. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** A photo as the listing's cache entry holds it (the BusinessPhotos_business fragment). */
export type CachedPhoto = {
  __typename: 'BusinessPhoto';
  id: string;
  small: { __typename: 'PhotoSize'; url: string; width: number; height: number };
};

export type UploadResult = { ok: true; photos: CachedPhoto[] } | { ok: false; status: number; message: string };

/** A failure on the way (no answer, the server gave up waiting, or could not finish): the same file may well go through next time. */
export const isWorthRetrying = (result: UploadResult) => !result.ok && (result.status === 0 || result.status === 408 || result.status >= 500);

/** Who may change the listing: the session's token, or the management code its signed-out registrant holds. */
export type ListingAccess = { readonly token: string | null; readonly managementCode: string | null };

type RestPhoto = { id: string; small: { url: string; width: number; height: number } };

/**
 * Sends one photo to `POST /api/business/{id}/photos`, the file itself as the body (uploads are REST: GraphQL reads
 * and removes photos), made at most 2400 px on its longest side first (photo-downscale.ts), so a phone's photo gets
 * through a slow uplink. Answers the listing's photos as they now are, or the server's message when it refuses.
 */
export async function uploadBusinessPhoto(businessId: string, picked: File, { token, managementCode }: ListingAccess, t: BusinessT = businessEnglish): Promise<UploadResult> {
  const file = await downscalePhoto(picked);
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, status: 413, message: t('photos.tooLarge') };
  let response: Response;
  try {
    response = await fetch(new URL(`/api/business/${encodeURIComponent(businessId)}/photos`, window.location.origin), {
      method: 'POST',
      headers: {
        'content-type': file.type || 'application/octet-stream',
        ...languageHeaders(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(managementCode ? { 'x-management-code': managementCode } : {}),
      },
      body: file,
    });
  } catch {
    return { ok: false, status: 0, message: t('photos.uploadOffline') };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown; business?: { photos?: RestPhoto[] } } | null;
  if (!response.ok || !body?.business?.photos) {
    // The server says why in the reader's language; a 408 from something in between (a proxy) may say nothing.
    const fallback = response.status === 408 ? t('photos.uploadTimedOut') : t('photos.uploadFailed');
    return { ok: false, status: response.status, message: typeof body?.message === 'string' ? body.message : fallback };
  }
  return {
    ok: true,
    photos: body.business.photos.map((photo) => ({
      __typename: 'BusinessPhoto',
      id: photo.id,
      small: { __typename: 'PhotoSize', url: photo.small.url, width: photo.small.width, height: photo.small.height },
    })),
  };
}

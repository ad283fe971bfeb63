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
export const isWorthRetrying = (result: UploadResult) =>
  !result.ok && (result.status === 0 || result.status === 408 || result.status >= 500);

/** Who may change the listing: the session's token, or the management code its signed-out registrant holds. */
export type ListingAccess = { readonly token: string | null; readonly managementCode: string | null };

type RestPhoto = { id: string; small: { url: string; width: number; height: number } };

/**
 * Sends one photo to `POST /api/business/{id}/photos`, the file itself as the body (uploads are REST: GraphQL reads
 * and removes photos), made at most 2400 px on its longest side first (photo-downscale.ts), so a phone's photo gets
 * through a slow uplink. Answers the listing's photos as they now are, or the server's message when it refuses.
 */
export async function uploadBusinessPhoto(
  businessId: string,
  picked: File,
  { token, managementCode }: ListingAccess,
  t: BusinessT = businessEnglish,
): Promise<UploadResult> {
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
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    business?: { photos?: RestPhoto[] };
  } | null;
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

/** Refusals every later photo would meet too: not allowed, no such listing, full, too many uploads. */
const STOPS_THE_REST = [401, 403, 404, 409, 429];

/**
 * Sends photos one after another (the server checks each), telling `onSent` after each; stops at a refusal the rest
 * would meet too. Answers how many were added and the server's reason for each that was not (by file name when
 * several were sent).
 */
export async function uploadInTurn(
  files: readonly File[],
  upload: (file: File) => Promise<UploadResult>,
  onSent?: (done: number) => void,
): Promise<{ added: number; problems: string[]; again: File[] }> {
  const problems: string[] = [];
  /** The files that failed on the way (no answer, the server gave up waiting), worth sending again as they are. */
  const again: File[] = [];
  let added = 0;
  for (const [index, file] of files.entries()) {
    const result = await upload(file);
    onSent?.(index + 1);
    if (result.ok) {
      added += 1;
      continue;
    }
    problems.push(files.length > 1 ? `${file.name}: ${result.message}` : result.message);
    if (isWorthRetrying(result)) again.push(file);
    if (STOPS_THE_REST.includes(result.status)) break;
  }
  return { added, problems, again };
}

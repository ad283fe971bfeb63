import { languageHeaders } from './request-language';

/** A file the server refused: its status and, when it said one, its message. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** The name in `Content-Disposition: attachment; filename="x.ics"`, or the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches a file as a Blob, with the session's bearer token when given: the app has no session cookie, so a plain
 * link could not carry it. A refusal becomes a DownloadError with the server's `{ message }` when it sent one; a
 * network failure has status 0.
 */
export async function fetchFile(
  url: string,
  { token, fallbackName }: { token?: string | null; fallbackName: string },
): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(new URL(url, window.location.origin), {
      headers: { ...languageHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new DownloadError(0, '');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new DownloadError(response.status, typeof body?.message === 'string' ? body.message : '');
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

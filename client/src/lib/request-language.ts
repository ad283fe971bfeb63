/**
 * The language the server is asked to speak in (its refusals, its REST confirmations): the one the reader chose, sent
 * as `Accept-Language` with every call to our server. Sent always, English too: a browser would otherwise send its own
 * languages, and a Sinhala browser showing the English interface would get Sinhala messages. Set before the first render
 * (main.tsx) and whenever the choice changes (LocaleProvider). Kept free of imports: every fetch of the app uses it.
 */
export type RequestLanguage = 'en' | 'si' | 'ta';

let current: RequestLanguage = 'en';

export function setRequestLanguage(language: RequestLanguage): void {
  current = language;
}

export const requestLanguage = (): RequestLanguage => current;

/** The header that asks for it, to spread into a request's headers. */
export const languageHeaders = (): { 'accept-language': RequestLanguage } => ({ 'accept-language': current });

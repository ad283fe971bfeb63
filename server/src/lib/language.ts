/**
 * The languages the server's own messages (refusals, REST confirmations) are said in: the interface's. The web client
 * sends the one it shows in `Accept-Language` with every call; anyone else gets English unless they ask.
 */
export const MESSAGE_LANGUAGES = ['en', 'si', 'ta'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const isMessageLanguage = (value: unknown): value is MessageLanguage =>
  typeof value === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(value);

/** Past these, the rest of a header is not read: a browser sends a handful of languages. */
const MAX_HEADER_LENGTH = 512;
const MAX_RANGES = 16;

/**
 * The language to answer in, from an `Accept-Language` header (RFC 9110 §12.5.4): of the ranges it lists, the most
 * wanted (`q`, then order) whose primary subtag is one of ours (`si-LK` is Sinhala); English when none is, when the
 * header is missing, or for `*`.
 */
export function languageOf(header: string | readonly string[] | undefined): MessageLanguage {
  if (header === undefined) return 'en';
  const text = (typeof header === 'string' ? header : header.join(',')).slice(0, MAX_HEADER_LENGTH);
  let best: MessageLanguage = 'en';
  let bestWeight = 0;
  for (const range of text.split(',', MAX_RANGES)) {
    const [tag = '', ...parameters] = range.split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isMessageLanguage(language)) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

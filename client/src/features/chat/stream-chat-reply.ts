import { languageHeaders } from '../../lib/request-language';
import type { PlanEditInput } from '../../gql/graphql';

export type ChatLink = { label: string; href: string };
/** A change to the plan on the screen, as the travel bot proposes it: nothing is changed until the traveller applies it. */
export type PlanProposal = { planId: string; version: number; edits: PlanEditInput[]; changes: string[] };
export type ChatTurn = {
  role: 'user' | 'assistant';
  text: string;
  links?: ChatLink[];
  proposal?: PlanProposal;
  /** `stopped`: the traveller stopped the reply; the other two say what became of a proposal. */
  status?: 'stopped' | 'applied' | 'cancelled';
};
/** The whole reply, as the stream's last event (and sendChatMessage) give it. */
export type BotReply = { text: string | null; source: string; links: ChatLink[]; proposal: PlanProposal | null };

/** Why a call failed: the server's own words when they are for the traveller (a rate limit), otherwise nothing to show. */
export class ChatCallError extends Error {
  constructor(
    message: string,
    readonly userMessage: string | null,
  ) {
    super(message);
  }
}

/** Failures whose message a traveller can act on: bad input, sign-in, a plan not found or changed, slow down. */
const SHOWN = new Set([400, 401, 404, 409, 429]);

type StreamOptions = {
  readonly token: string | null;
  /** The plan on the screen, so the bot can propose changes to it. */
  readonly plan: { readonly id: string; readonly version: number } | null;
  /** Stops the reply: the request is aborted, and the server stops working on it. */
  readonly signal: AbortSignal;
  /** The reply so far, each time more of it arrives. */
  readonly onText: (text: string) => void;
  /** The interface's language (en, si or ta): the bot answers in it. */
  readonly language?: string;
};

/**
 * One turn through our server (never a model directly: keys stay on the server), read as it is written: POST
 * /api/chat/stream answers server-sent events, `token` for each word, then `done` with the whole reply, or `error`.
 * fetch and a stream reader rather than EventSource, which cannot POST. Rejects with an AbortError when stopped.
 */
export async function streamChatReply(
  turns: readonly ChatTurn[],
  { token, plan, signal, onText, language }: StreamOptions,
): Promise<BotReply> {
  const response = await fetch('/api/chat/stream', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...languageHeaders(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      messages: turns.map((turn) => ({ role: turn.role, text: turn.text })),
      ...(plan ? { plan: { id: plan.id, version: plan.version } } : {}),
      ...(language ? { language } : {}),
    }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ChatCallError(
      body?.message ?? `API request failed (${response.status})`,
      SHOWN.has(response.status) ? (body?.message ?? null) : null,
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (!event || data === undefined) continue;
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'token') {
        text += String(payload.text ?? '');
        onText(text);
      } else if (event === 'done') {
        return payload as BotReply;
      } else if (event === 'error') {
        const message = String(payload.message ?? 'The reply failed.');
        throw new ChatCallError(message, SHOWN.has(Number(payload.status)) ? message : null);
      }
    }
  }
  throw new ChatCallError('The reply ended before it was complete.', null);
}

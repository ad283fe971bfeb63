import { print } from 'graphql/language/printer';
import { serverErrorsOf } from '../../components/server-errors';
import { graphql } from '../../gql/gql';
import type { SendChatMessageMutation } from '../../gql/graphql';

export const SendChatMessageDocument = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      text
      source
      links {
        label
        href
      }
    }
  }
`);

export type ChatTurn = { role: 'user' | 'assistant'; text: string; links?: { label: string; href: string }[] };
export type BotReply = SendChatMessageMutation['sendChatMessage'];

/** Why a call failed: the server's own words when it gave them (a rate limit), otherwise nothing to show. */
export class ChatCallError extends Error {
  constructor(
    message: string,
    readonly userMessage: string | null,
  ) {
    super(message);
  }
}

const query = print(SendChatMessageDocument);

/**
 * One turn through our server (never a model directly: keys stay on the server). Plain fetch, so pages that do not
 * otherwise talk to the API do not load a GraphQL client for the chat.
 */
export async function sendChatMessage(turns: ChatTurn[], token: string | null): Promise<BotReply> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      query,
      operationName: 'SendChatMessage',
      variables: { input: { messages: turns.map((turn) => ({ role: turn.role === 'user' ? 'USER' : 'ASSISTANT', text: turn.text })) } },
    }),
  });
  const body = (await response.json().catch(() => null)) as { data?: SendChatMessageMutation | null } | null;
  const [error] = serverErrorsOf(body);
  if (error) {
    const shown = error.code === 'TOO_MANY_REQUESTS' || error.code === 'BAD_USER_INPUT' ? error.message : null;
    throw new ChatCallError(error.message, shown);
  }
  if (!response.ok || !body?.data) throw new ChatCallError(`API request failed (${response.status})`, null);
  return body.data.sendChatMessage;
}

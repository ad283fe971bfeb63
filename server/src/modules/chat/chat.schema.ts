import { z } from 'zod';

export const MAX_MESSAGE_LENGTH = 2000;
/** The spec's history rule: the last 7 messages of the conversation go with the new one. */
export const HISTORY_KEPT = 7;

export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { readonly role: ChatRole; readonly text: string };

/** The plan being viewed when the message was sent: a plan of the sender's, at the version on their screen. */
const planContext = z
  .object({
    id: z.string({ error: 'The plan’s id must be text.' }).trim().min(1, 'Give the plan’s id.').max(100, 'The plan’s id is at most 100 characters.'),
    version: z.number({ error: 'The plan’s version must be a whole number from 1.' }).int('The plan’s version must be a whole number from 1.').min(1, 'The plan’s version must be a whole number from 1.'),
  })
  .nullish();

export const sendChatMessageSchema = z
  .object({
    messages: z
      .array(
        z.object({
          role: z.enum(['user', 'assistant'], { error: 'Each message must be from the user or the assistant.' }),
          text: z.string().max(MAX_MESSAGE_LENGTH, `Messages must be at most ${MAX_MESSAGE_LENGTH} characters.`),
        }),
        { error: 'Send the conversation as a list of messages.' },
      )
      .min(1, 'Type a message first.')
      .max(100, 'The conversation is too long; start a new one.'),
    plan: planContext,
  })
  .refine((input) => input.messages.at(-1)?.role === 'user' && input.messages.at(-1)!.text.trim() !== '', {
    message: 'Type a message first.',
    path: ['messages'],
  })
  .transform(({ messages, plan }) => ({
    message: messages.at(-1)!.text.trim(),
    plan: plan ?? null,
    // Blank turns carry nothing; the model sees at most the last seven before the new message.
    history: messages.slice(0, -1).filter((m) => m.text.trim() !== '').slice(-HISTORY_KEPT) as ChatMessage[],
  }));

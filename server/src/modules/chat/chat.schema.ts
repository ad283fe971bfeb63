import { z } from 'zod';
import type { ChatLanguage } from './writer/languages.js';

export const MAX_MESSAGE_LENGTH = 2000;
/** The spec's history rule: the last 7 messages of the conversation go with the new one. */
export const HISTORY_KEPT = 7;

export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { readonly role: ChatRole; readonly text: string };

/** The plan being viewed when the message was sent: a plan of the sender's, at the version on their screen. */
const planContext = z
  .object({
    id: z
      .string({ error: 'The plan’s id must be text.' })
      .trim()
      .min(1, 'Give the plan’s id.')
      .max(100, 'The plan’s id is at most 100 characters.'),
    version: z
      .number({ error: 'The plan’s version must be a whole number from 1.' })
      .int('The plan’s version must be a whole number from 1.')
      .min(1, 'The plan’s version must be a whole number from 1.'),
  })
  .nullish();

/** The planner's message for a language it does not write, for the same mistake here. */
export const LANGUAGE_MESSAGE = 'Language must be en (English), si (Sinhala) or ta (Tamil).';
/** A BCP 47 tag whose language is English, Sinhala or Tamil (`si`, `si-LK`, `TA`), as the planner takes it; null when not given. */
const languageSchema = z
  .string({ error: LANGUAGE_MESSAGE })
  .trim()
  .regex(/^(en|si|ta)(-[a-z0-9]{1,8})*$/i, LANGUAGE_MESSAGE)
  .nullish()
  .transform((tag) => (tag ? (tag.slice(0, 2).toLowerCase() as ChatLanguage) : null));

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
    /** The language to answer in; when not given, the account's Language setting if the assistant speaks it, else English. */
    language: languageSchema,
  })
  .refine((input) => input.messages.at(-1)?.role === 'user' && input.messages.at(-1)!.text.trim() !== '', {
    message: 'Type a message first.',
    path: ['messages'],
  })
  .transform(({ messages, plan, language }) => ({
    message: messages.at(-1)!.text.trim(),
    plan: plan ?? null,
    language,
    // Blank turns carry nothing; the model sees at most the last seven before the new message.
    history: messages
      .slice(0, -1)
      .filter((m) => m.text.trim() !== '')
      .slice(-HISTORY_KEPT) as ChatMessage[],
  }));

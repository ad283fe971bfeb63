import { Box, Button, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sendChatMessage, ChatCallError, type ChatTurn } from './send-chat-message';

export const GREETING = 'Ayubowan! I’m your Sri Lanka travel assistant. Ask me about places, seasons, getting around or local customs.';
export const CALL_FAILED = "Sorry, I couldn't reply due to an error. Please check the console or try again.";
export const NO_TEXT = "Sorry, I couldn't get a travel tip right now. Please try again.";
const STORAGE_KEY = 'tripmate.chat';

/** The conversation lives in sessionStorage: it survives navigation and reloads, and ends with the browser session. */
function loadTurns(): ChatTurn[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as ChatTurn[]).filter((t) => (t.role === 'user' || t.role === 'assistant') && typeof t.text === 'string') : [];
  } catch {
    return [];
  }
}

/** The Sri Lanka Travel Bot's conversation: greeting, messages, `Typing...` while waiting, and the input. */
export function ChatConversation({ getToken }: { getToken: () => string | null }) {
  const [turns, setTurns] = useState<ChatTurn[]>(loadTurns);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns));
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns, waiting]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || waiting) return;
    const withQuestion: ChatTurn[] = [...turns, { role: 'user', text }];
    setTurns(withQuestion);
    setDraft('');
    setWaiting(true);
    let answer: ChatTurn;
    try {
      const reply = await sendChatMessage(withQuestion, getToken());
      answer = { role: 'assistant', text: reply.text ?? NO_TEXT, links: reply.links };
    } catch (error) {
      console.error('Travel bot request failed:', error instanceof Error ? error.message : error);
      answer = { role: 'assistant', text: error instanceof ChatCallError && error.userMessage ? error.userMessage : CALL_FAILED };
    }
    setTurns([...withQuestion, answer]);
    setWaiting(false);
    inputRef.current?.focus();
  };

  return (
    <Flex direction="column" flex="1" minH="0">
      <Stack role="log" aria-live="polite" aria-label="Conversation" gap="3" flex="1" overflowY="auto" p="4" fontSize="sm">
        <Bubble role="assistant" text={GREETING} />
        {turns.map((turn, index) => (
          <Bubble key={index} {...turn} />
        ))}
        {waiting ? (
          <Text color="fg.muted" fontStyle="italic">
            Typing...
          </Text>
        ) : null}
        <div ref={endRef} />
      </Stack>
      <form onSubmit={send} aria-label="Ask the Sri Lanka Travel Bot">
        <Flex gap="2" p="3" borderTopWidth="1px">
          <Input
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={waiting}
            maxLength={2000}
            placeholder="Ask about Sri Lanka..."
            aria-label="Your message"
            size="sm"
          />
          <Button type="submit" size="sm" colorPalette="brand" disabled={waiting || draft.trim() === ''}>
            Send
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}

function Bubble({ role, text, links }: ChatTurn) {
  const mine = role === 'user';
  return (
    <Box alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="85%" bg={mine ? 'brand.solid' : 'bg.muted'} color={mine ? 'brand.contrast' : 'fg'} px="3" py="2" rounded="lg">
      <Text as="span" srOnly>
        {mine ? 'You: ' : 'Travel Bot: '}
      </Text>
      <Text whiteSpace="pre-wrap">{text}</Text>
      {links?.map((link) => (
        <Link key={link.href} asChild display="block" mt="1" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={link.href}>{link.label}</RouterLink>
        </Link>
      ))}
    </Box>
  );
}

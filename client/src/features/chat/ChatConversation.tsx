import { Box, Button, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePlanInView } from '../../lib/plan-in-view';
import { ProposalCard } from './ProposalCard';
import { ChatCallError, streamChatReply, type ChatTurn, type PlanProposal } from './stream-chat-reply';
import { useChatT } from './i18n';
import { useI18n } from '../../lib/i18n/i18n';

// The greeting and the spec's two failure messages (§8) are in the catalogue: greeting, callFailed, noText.
const STORAGE_KEY = 'tripmate.chat';

const isProposal = (value: unknown): value is PlanProposal => {
  const p = value as PlanProposal | null;
  return (
    typeof p?.planId === 'string' && typeof p.version === 'number' && Array.isArray(p.edits) && Array.isArray(p.changes)
  );
};

/** The conversation lives in sessionStorage: it survives navigation and reloads, and ends with the browser session. */
function loadTurns(): ChatTurn[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return (stored as ChatTurn[])
      .filter((t) => (t.role === 'user' || t.role === 'assistant') && typeof t.text === 'string')
      .map((t) => (t.proposal === undefined || isProposal(t.proposal) ? t : { role: t.role, text: t.text }));
  } catch {
    return [];
  }
}

/**
 * The Sri Lanka Travel Bot's conversation: greeting, messages, `Typing...` while waiting, and the input. A reply is
 * shown as it is written, and Stop ends it, keeping what came. On a plan's page the bot is told which plan is shown,
 * and a change it proposes to it is a card to apply or cancel.
 */
export function ChatConversation({ getToken }: { getToken: () => string | null }) {
  const [turns, setTurns] = useState<ChatTurn[]>(loadTurns);
  const t = useChatT();
  const { locale } = useI18n();
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  /** The reply so far while it is being written. */
  const [partial, setPartial] = useState('');
  const [applying, setApplying] = useState<number | null>(null);
  const stopRef = useRef<AbortController | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const plan = usePlanInView();

  useEffect(() => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns));
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns, waiting, partial]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // A reply still being written when the panel closes is stopped.
  useEffect(() => () => stopRef.current?.abort(), []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || waiting) return;
    const withQuestion: ChatTurn[] = [...turns, { role: 'user', text }];
    setTurns(withQuestion);
    setDraft('');
    setWaiting(true);
    setPartial('');
    const stop = new AbortController();
    stopRef.current = stop;
    let written = '';
    let answer: ChatTurn;
    try {
      const reply = await streamChatReply(withQuestion, {
        token: getToken(),
        plan: plan && { id: plan.id, version: plan.version },
        language: locale,
        signal: stop.signal,
        onText: (so) => {
          written = so;
          setPartial(so);
        },
      });
      answer = {
        role: 'assistant',
        text: reply.text ?? t('noText'),
        links: reply.links,
        ...(reply.proposal ? { proposal: reply.proposal } : {}),
      };
    } catch (error) {
      if (stop.signal.aborted) answer = { role: 'assistant', text: written, status: 'stopped' };
      else {
        console.error('Travel bot request failed:', error instanceof Error ? error.message : error);
        answer = {
          role: 'assistant',
          text: error instanceof ChatCallError && error.userMessage ? error.userMessage : t('callFailed'),
        };
      }
    }
    stopRef.current = null;
    setTurns([...withQuestion, answer]);
    setWaiting(false);
    setPartial('');
    inputRef.current?.focus();
  };

  const settle = (index: number, status: 'applied' | 'cancelled') =>
    setTurns((all) => all.map((turn, i) => (i === index ? { ...turn, status } : turn)));

  const apply = async (index: number, proposal: PlanProposal) => {
    if (!plan || plan.id !== proposal.planId || plan.version !== proposal.version) return;
    setApplying(index);
    const applied = await plan.apply(proposal.edits);
    setApplying(null);
    if (applied) settle(index, 'applied');
  };

  return (
    <Flex direction="column" flex="1" minH="0">
      <Stack
        role="log"
        aria-live="polite"
        aria-label={t('conversation')}
        gap="3"
        flex="1"
        overflowY="auto"
        p="4"
        fontSize="sm"
      >
        <Bubble role="assistant" text={t('greeting')} />
        {turns.map((turn, index) =>
          turn.proposal ? (
            <ProposalCard
              key={index}
              turn={{ ...turn, proposal: turn.proposal }}
              plan={plan}
              applying={applying === index}
              onApply={() => void apply(index, turn.proposal!)}
              onCancel={() => settle(index, 'cancelled')}
            />
          ) : (
            <Bubble key={index} {...turn} />
          ),
        )}
        {waiting && partial ? <Bubble role="assistant" text={partial} /> : null}
        {waiting ? (
          <Text color="fg.muted" fontStyle="italic">
            {t('typing')}
          </Text>
        ) : null}
        <div ref={endRef} />
      </Stack>
      <form onSubmit={send} aria-label={t('formLabel')}>
        <Flex gap="2" p="3" borderTopWidth="1px">
          <Input
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={waiting}
            maxLength={2000}
            placeholder={t('placeholder')}
            aria-label={t('yourMessage')}
            size="sm"
          />
          {waiting ? (
            <Button type="button" size="sm" variant="outline" onClick={() => stopRef.current?.abort()}>
              {t('stop')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" colorPalette="brand" disabled={waiting || draft.trim() === ''}>
            {t('send')}
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}

function Bubble({ role, text, links, status }: ChatTurn) {
  const mine = role === 'user';
  const t = useChatT();
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'brand.solid' : 'bg.muted'}
      color={mine ? 'brand.contrast' : 'fg'}
      px="3"
      py="2"
      rounded="lg"
    >
      <Text as="span" srOnly>
        {mine ? t('you') : t('bot')}
      </Text>
      {text ? <Text whiteSpace="pre-wrap">{text}</Text> : null}
      {status === 'stopped' ? (
        <Text fontSize="xs" color="fg.muted" fontStyle="italic" mt={text ? '1' : '0'}>
          {t('stopped')}
        </Text>
      ) : null}
      {links?.map((link) =>
        // A page elsewhere (the source a fee was read from) opens in a new tab; the app's own pages in place.
        link.href.startsWith('https://') ? (
          <Link
            key={link.href}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            display="block"
            mt="1"
            fontWeight="semibold"
            textDecoration="underline"
          >
            {link.label}
          </Link>
        ) : (
          <Link key={link.href} asChild display="block" mt="1" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={link.href}>{link.label}</RouterLink>
          </Link>
        ),
      )}
    </Box>
  );
}

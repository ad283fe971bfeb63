import { Box, CloseButton, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ChatIcon } from '../../components/icons';
import { SESSION_KEYS } from '../session';
import { useI18n } from '../../lib/i18n/i18n';

// The conversation (and what it needs to talk to the server) loads when the panel first opens.
const ChatConversation = lazy(() =>
  import('../../features/chat/ChatConversation').then((m) => ({ default: m.ChatConversation })),
);

/**
 * The floating travel-bot button (spec §2) and its 340×410 px panel: a non-modal dialog, so the page stays usable
 * while it is open. Focus moves into the panel on opening and back to the button on closing.
 */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  const titleId = useId();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {open ? (
        <Box
          ref={panelRef}
          id={panelId}
          role="dialog"
          data-no-print
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          position="fixed"
          zIndex="overlay"
          right={{ base: 3, sm: 6 }}
          // A page with a bar of its own along the bottom lifts the button above it (--tm-float-bottom).
          bottom="calc(var(--tm-float-bottom, 1.5rem) + 3.5rem + 0.75rem)"
          w="340px"
          h="410px"
          // On phones narrower than 360 px, and on short screens, the panel shrinks to stay in view.
          maxW="calc(100vw - 1.5rem)"
          maxH="calc(100dvh - 6.5rem)"
          bg="bg"
          rounded="2xl"
          shadow="2xl"
          borderWidth="1px"
          display="flex"
          flexDirection="column"
          overflow="hidden"
          outline="none"
        >
          <Flex align="center" justify="space-between" px="4" py="3" bg="brand.solid" color="brand.contrast">
            <Heading as="h2" id={titleId} size="md" color="inherit">
              Sri Lanka Travel Bot
            </Heading>
            <CloseButton
              size="sm"
              variant="ghost"
              color="inherit"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label={t('layout.closeChat')}
              onClick={close}
            />
          </Flex>
          <Suspense
            fallback={
              <Text p="4" color="fg.muted">
                {t('common.loading')}
              </Text>
            }
          >
            <ChatConversation getToken={() => window.localStorage.getItem(SESSION_KEYS.token)} />
          </Suspense>
        </Box>
      ) : null}
      <IconButton
        ref={buttonRef}
        aria-label={t('layout.openChat')}
        data-no-print
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        position="fixed"
        zIndex="overlay"
        right={{ base: 3, sm: 6 }}
        bottom="var(--tm-float-bottom, 1.5rem)"
        boxSize="14"
        rounded="full"
        shadow="lg"
      >
        <ChatIcon boxSize="7" />
      </IconButton>
    </>
  );
}

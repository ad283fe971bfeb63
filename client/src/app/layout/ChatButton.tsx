import { Box, CloseButton, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ChatIcon } from '../../components/icons';

/**
 * The floating travel-bot button (spec §2) and its 340×410 px panel. The assistant itself comes with the chat issue;
 * the panel is a non-modal dialog so the page stays usable while it is open.
 */
export function ChatButton() {
  const [open, setOpen] = useState(false);
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
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          position="fixed"
          zIndex="overlay"
          right={{ base: 3, sm: 6 }}
          bottom="calc(1.5rem + 3.5rem + 0.75rem)"
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
            <CloseButton size="sm" variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Close the Sri Lanka Travel Bot" onClick={close} />
          </Flex>
          <Flex flex="1" direction="column" justify="center" align="center" gap="3" p="6" textAlign="center">
            <Flex boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <ChatIcon boxSize="7" />
            </Flex>
            <Text fontWeight="semibold">Travel tips, any time</Text>
            <Text color="fg.muted" fontSize="sm">
              The travel assistant arrives in a later release. It will answer questions about places, seasons, transport
              and local customs across Sri Lanka.
            </Text>
          </Flex>
        </Box>
      ) : null}
      <IconButton
        ref={buttonRef}
        aria-label="Open the Sri Lanka Travel Bot"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        position="fixed"
        zIndex="overlay"
        right={{ base: 3, sm: 6 }}
        bottom="6"
        boxSize="14"
        rounded="full"
        shadow="lg"
      >
        <ChatIcon boxSize="7" />
      </IconButton>
    </>
  );
}

import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { isOnline, subscribeOnline } from '../../lib/online';

/** How long "You are back online" stays after the connection returns. */
const BACK_ONLINE_MS = 4_000;

/**
 * A line above the page while the browser is offline, saying what still works; a moment's "back online" when the
 * connection returns. One live region for both, so a screen reader hears each change.
 */
export function OfflineBanner() {
  const { t } = useI18n();
  const [connection, setConnection] = useState<'online' | 'offline' | 'back'>(() =>
    isOnline() ? 'online' : 'offline',
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeOnline(() => {
      clearTimeout(timer);
      if (!isOnline()) return setConnection('offline');
      setConnection((was) => (was === 'offline' ? 'back' : was));
      timer = setTimeout(() => setConnection((was) => (was === 'back' ? 'online' : was)), BACK_ONLINE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  const online = connection !== 'offline';
  const backOnline = connection === 'back';
  const shown = !online || backOnline;
  return (
    // A live region without the status role: every page has it, and a page's own status (a search's count) stays the one.
    <Box aria-live="polite" aria-atomic="true" data-no-print data-testid="connection-status">
      {shown ? (
        <Box
          bg={online ? 'green.subtle' : 'orange.subtle'}
          color={online ? 'green.fg' : 'orange.fg'}
          borderBottomWidth="1px"
          borderColor={online ? 'green.muted' : 'orange.muted'}
          px={{ base: 4, md: 6 }}
          py="2"
        >
          <Text maxW="7xl" mx="auto" fontSize="sm" textAlign={{ md: 'center' }}>
            {online ? (
              t('offline.back')
            ) : (
              <>
                <Text as="strong" fontWeight="semibold">
                  {t('offline.title')}
                </Text>{' '}
                {t('offline.text')}
              </>
            )}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

import { Button, Flex, Text } from '@chakra-ui/react';
import { useI18n } from '../../lib/i18n/i18n';
import { appUpdate, useAppUpdate } from '../pwa/app-update';

/**
 * "A new version is ready", with Reload, once a new service worker has installed. Nothing reloads by itself: the
 * traveller may be in the middle of something. Above the chat button on a phone, so neither hides the other.
 */
export function UpdatePrompt() {
  const apply = useAppUpdate();
  const { t } = useI18n();
  if (!apply) return null;
  return (
    <Flex
      role="status"
      aria-label={t('update.label')}
      data-no-print
      data-testid="update-prompt"
      position="fixed"
      zIndex="toast"
      left={{ base: 3, sm: 6 }}
      right={{ base: 3, sm: 'auto' }}
      bottom={{ base: 'calc(1.5rem + 3.5rem + 0.75rem)', sm: 6 }}
      maxW={{ sm: 'sm' }}
      align="center"
      gap="3"
      bg="gray.900"
      color="white"
      rounded="lg"
      shadow="lg"
      px="4"
      py="3"
    >
      <Text flex="1" fontSize="sm" fontWeight="medium">
        {t('update.ready')}
      </Text>
      <Button size="sm" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={appUpdate.dismiss}>
        {t('update.later')}
      </Button>
      <Button size="sm" colorPalette="brand" onClick={apply}>
        {t('update.reload')}
      </Button>
    </Flex>
  );
}

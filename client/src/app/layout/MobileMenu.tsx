import { Box, Button, CloseButton, Drawer, IconButton, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon } from '../../components/icons';
import { useSession, useSignOut } from '../session';
import { accountLinks, siteLinks } from './navigation';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n';

type MenuLink = { readonly label: MessageKey; readonly to: string };

function MenuLinks({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate: () => void }) {
  const { t } = useI18n();
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {links.map((link) => (
        <Box as="li" key={link.to}>
          <Link
            asChild
            display="block"
            px="3"
            py="2.5"
            rounded="md"
            fontWeight="medium"
            _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
          >
            <RouterLink to={link.to} onClick={onNavigate}>
              {t(link.label)}
            </RouterLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Under 768 px the header's links move into a slide-in side menu (spec §2). Loaded by MenuButton on the first
 * press, so it opens at once.
 */
export function MobileMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { isAuthenticated } = useSession();
  const signOut = useSignOut();
  const close = () => setOpen(false);
  const { t } = useI18n();

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('layout.openMenu')} variant="ghost" size="md">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('layout.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label={t('layout.menu')}>
                {isAuthenticated ? (
                  <Stack gap="4">
                    <MenuLinks links={accountLinks} onNavigate={close} />
                    <Button
                      variant="outline"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                    >
                      {t('nav.signOut')}
                    </Button>
                    <Separator />
                    <Text fontSize="sm" fontWeight="semibold" color="fg.muted" px="3">
                      {t('layout.explore')}
                    </Text>
                    <MenuLinks links={siteLinks} onNavigate={close} />
                  </Stack>
                ) : (
                  <Stack gap="4">
                    <MenuLinks links={siteLinks} onNavigate={close} />
                    <Separator />
                    <Stack gap="2">
                      <Button asChild variant="outline">
                        <RouterLink to="/auth/signin" onClick={close}>
                          {t('nav.signIn')}
                        </RouterLink>
                      </Button>
                      <Button asChild>
                        <RouterLink to="/auth/signup" onClick={close}>
                          {t('nav.signUp')}
                        </RouterLink>
                      </Button>
                    </Stack>
                  </Stack>
                )}
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import { Box, Button, CloseButton, Drawer, IconButton, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon } from '../../components/icons';
import { useSession, useSignOut } from '../session';
import { accountLinks, siteLinks } from './navigation';

type MenuLink = { readonly label: string; readonly to: string };

function MenuLinks({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate: () => void }) {
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
              {link.label}
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

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="md">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label="Menu">
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
                      Sign Out
                    </Button>
                    <Separator />
                    <Text fontSize="sm" fontWeight="semibold" color="fg.muted" px="3">
                      Explore
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
                          Sign In
                        </RouterLink>
                      </Button>
                      <Button asChild>
                        <RouterLink to="/auth/signup" onClick={close}>
                          Sign Up
                        </RouterLink>
                      </Button>
                    </Stack>
                  </Stack>
                )}
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

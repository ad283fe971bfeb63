import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons';
import { useSession, useSignOut } from '../session';
import { useI18n } from '../../lib/i18n/i18n';

/** Signed in on wider screens: an Account dropdown with Profile and Sign Out (spec §2). */
export function AccountMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { user } = useSession();
  const signOut = useSignOut();
  const { t } = useI18n();
  // The stored user is whatever the server sent; only a string name is shown.
  const name = typeof user?.name === 'string' ? user.name : null;

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={initiallyOpen}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('nav.account')}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.ItemGroup>
              {name ? (
                <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" maxW="60" truncate>
                  {t('layout.signedInAs')}{' '}
                  <Text as="span" fontWeight="semibold" color="fg">
                    {name}
                  </Text>
                </Menu.ItemGroupLabel>
              ) : null}
              <Menu.Item value="profile" asChild>
                <RouterLink to="/account">{t('nav.profile')}</RouterLink>
              </Menu.Item>
              <Menu.Item value="sign-out" onSelect={() => void signOut()}>
                {t('nav.signOut')}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons';
import { useSession } from '../session';

/** Signed in on wider screens: an Account dropdown with Profile and Sign Out (spec §2). */
export function AccountMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { logout } = useSession();
  const navigate = useNavigate();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={initiallyOpen}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          Account
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="profile" asChild>
              <RouterLink to="/account">Profile</RouterLink>
            </Menu.Item>
            <Menu.Item
              value="sign-out"
              onSelect={() => {
                logout();
                navigate('/');
              }}
            >
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

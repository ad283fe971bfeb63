import { Button, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { ChevronDownIcon, MenuIcon } from '../../components/icons';
import { useI18n } from '../../lib/i18n/i18n';

// The menu and drawer machinery (focus trap, positioning) is a third of Chakra's weight; it loads only when needed.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** The phone menu's button; the side menu's code loads on the first press (or as the pointer or focus arrives). */
export function MobileMenuButton() {
  const { t } = useI18n();
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <IconButton
      aria-label={t('layout.openMenu')}
      variant="ghost"
      size="md"
      onClick={onClick}
      onPointerEnter={() => void loadMobileMenu()}
      onFocus={() => void loadMobileMenu()}
    >
      <MenuIcon />
    </IconButton>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <MobileMenu initiallyOpen />
    </Suspense>
  );
}

/**
 * Signed in on wider screens; the same-sized button stands in while the dropdown's code arrives, and a press on it
 * opens the menu once it is there.
 */
export function AccountMenuButton() {
  const { t } = useI18n();
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="outline" size="sm" onClick={() => setPressedEarly(true)}>
          {t('nav.account')}
          <ChevronDownIcon />
        </Button>
      }
    >
      <AccountMenu initiallyOpen={pressedEarly} />
    </Suspense>
  );
}

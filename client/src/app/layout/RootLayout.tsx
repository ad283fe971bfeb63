import { SkipNavLink } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PlanInViewProvider } from '../../lib/plan-in-view';
import { ChatButton } from './ChatButton';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import { useI18n } from '../../lib/i18n/i18n';

/** The id of every layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  const { pathname, hash } = useLocation();
  const { t } = useI18n();

  useEffect(() => {
    // A new page starts at its top; a hash link scrolls to its section instead (the home page does that).
    if (!hash) window.scrollTo({ top: 0 });
    // Only a change of page resets the scroll, not every change of hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    // A plan page tells the chat which plan is on the screen, so the travel bot can change it.
    <PlanInViewProvider>
      <SkipNavLink id={MAIN_CONTENT_ID} zIndex="max">
        {t('layout.skipToMain')}
      </SkipNavLink>
      <OfflineBanner />
      <Outlet />
      <ChatButton />
      <UpdatePrompt />
    </PlanInViewProvider>
  );
}

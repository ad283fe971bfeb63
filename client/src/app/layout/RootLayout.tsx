import { SkipNavLink } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatButton } from './ChatButton';

/** The id of every layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    // A new page starts at its top; a hash link scrolls to its section instead (the home page does that).
    if (!hash) window.scrollTo({ top: 0 });
    // Only a change of page resets the scroll, not every change of hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <>
      <SkipNavLink id={MAIN_CONTENT_ID} zIndex="max">Skip to main content</SkipNavLink>
      <Outlet />
      <ChatButton />
    </>
  );
}

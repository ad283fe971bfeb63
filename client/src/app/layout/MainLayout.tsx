import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useStagedMount } from '../../components/useStagedMount';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID } from './RootLayout';

export function MainLayout() {
  // The footer mounts in a task of its own after the page, so the first render does less; it is below the first
  // screen on the pages people land on, and nothing above it moves when it appears.
  const footerShown = useStagedMount(1) === 1;
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      {footerShown ? <Footer /> : null}
    </Flex>
  );
}

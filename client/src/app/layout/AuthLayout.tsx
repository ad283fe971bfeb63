import { Box, Center, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID } from './RootLayout';

/** Spec §2: a centred page with the product logo linking home at top-left. */
export function AuthLayout() {
  return (
    <Box minH="100dvh" bgGradient="to-br" gradientFrom="brand.50" gradientVia="white" gradientTo="orange.50">
      <Box as="header" px={{ base: 4, md: 8 }} py="4">
        <Link asChild rounded="md" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/" aria-label="TripMate home">
            <BrandMark />
          </RouterLink>
        </Link>
      </Box>
      <Center as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" px="4" pb="16" minH="calc(100dvh - 5rem)">
        <Box w="full" maxW="md" bg="bg" rounded="2xl" shadow="lg" borderWidth="1px" p={{ base: 6, md: 8 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Center>
    </Box>
  );
}

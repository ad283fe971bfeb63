import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a page's code loads; a screen tall, so the footer does not jump when the page arrives. */
export function PageLoading() {
  return (
    <Center minH="100svh" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

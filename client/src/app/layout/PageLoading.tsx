import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <Center py="24" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

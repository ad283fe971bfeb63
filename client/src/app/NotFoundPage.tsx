import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: 16, md: 24 }} textAlign="center">
      <title>Page not found · TripMate</title>
      <Text fontWeight="bold" color="brand.fg" mb="2">
        404
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        Page not found
      </Heading>
      <Text color="fg.muted" mb="8">
        The page you were looking for does not exist or has moved.
      </Text>
      <Button asChild>
        <RouterLink to="/">Back to home</RouterLink>
      </Button>
    </Container>
  );
}

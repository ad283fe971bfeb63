import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type PagePlaceholderProps = {
  title: string;
  /** One line saying what will be here and when. */
  notice: ReactNode;
  children?: ReactNode;
};

/** A titled page whose content arrives in a later release. */
export function PagePlaceholder({ title, notice, children }: PagePlaceholderProps) {
  return (
    <Container maxW="3xl" py={{ base: 10, md: 16 }}>
      <title>{`${title} · TripMate`}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {notice}
      </Text>
      {children ? <Box mt="6">{children}</Box> : null}
    </Container>
  );
}

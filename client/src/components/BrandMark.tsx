import { Box, HStack, Text } from '@chakra-ui/react';

/** The TripMate wordmark: a small drawn mark and the name. The name is the accessible text. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2" align="center">
      <Box
        as="span"
        aria-hidden="true"
        display="inline-grid"
        placeItems="center"
        boxSize="8"
        rounded="lg"
        // Plain CSS, not the gradient tokens: those are inherited variables a parent's gradient would leak into.
        bgImage="linear-gradient(135deg, var(--chakra-colors-brand-500), var(--chakra-colors-orange-400))"
        color="white"
        fontWeight="bold"
        fontSize="md"
      >
        T
      </Box>
      <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="tight" color={inverted ? 'white' : 'fg'}>
        TripMate
      </Text>
    </HStack>
  );
}

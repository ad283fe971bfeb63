import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

type CardListSectionProps<T> = {
  /** The heading's id, which names the section for assistive technology. */
  readonly id: string;
  readonly heading: string;
  /** Said instead of the list when there is nothing in it. */
  readonly empty: string;
  readonly items: readonly T[];
  readonly keyOf: (item: T) => Key;
  /** One item's card (a Card.Root), placed in its own list item. */
  readonly children: (item: T) => ReactNode;
};

/** A dashboard section: a heading, then its cards two to a row from `md` (one on a phone), or a line saying there are none. */
export function CardListSection<T>({ id, heading, empty, items, keyOf, children }: CardListSectionProps<T>) {
  return (
    <Box as="section" aria-labelledby={id} mt="10">
      <Heading as="h2" id={id} size="lg" mb="4">
        {heading}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {items.map((item) => (
            <Box as="li" key={keyOf(item)}>
              {children(item)}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

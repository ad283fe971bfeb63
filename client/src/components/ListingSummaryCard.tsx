import { Badge, Box, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql/gql';
import type { ListingSummaryCard_ListingFragment } from '../gql/graphql';
import { categoryOf } from '../lib/listing-labels';
import { categoryName, useComponentsT } from './i18n';
import { StoreIcon } from './icons';
import { PriceRangeBadge } from './PriceRangeBadge';

/** What a summary of a directory listing shows; spread it wherever a listing is asked for to be shown so. */
export const ListingSummaryFragment = graphql(`
  fragment ListingSummaryCard_listing on Business {
    id
    name
    category
    priceRange
    photos {
      small {
        url
        width
        height
      }
    }
  }
`);

export type ListingSummary = ListingSummaryCard_ListingFragment;

type ListingSummaryCardProps = {
  readonly listing: ListingSummary;
  /**
   * `tile`: the cover above the name (a grid of listings); `row`: a thumbnail beside it (under a plan's base);
   * `responsive`: a row on a phone, where six tiles would be six screens, and a tile from the small breakpoint up.
   */
  readonly layout?: 'tile' | 'row' | 'responsive';
  readonly headingLevel?: 'h3' | 'h4';
  /** A line under the name: how far it is, why it is shown. */
  readonly note?: ReactNode;
  /** A label above the name, such as "Directory listing". */
  readonly tag?: string;
};

/**
 * A directory listing in brief, linking to its page (/business/:id): its cover photo at the small size, name,
 * category and price range. Every value is shown as text: a listing is its owner's words.
 */
export function ListingSummaryCard({
  listing,
  layout = 'tile',
  headingLevel = 'h3',
  note,
  tag,
}: ListingSummaryCardProps) {
  const t = useComponentsT();
  const category = categoryOf(listing.category);
  const cover = listing.photos[0];
  const pick = <T,>(row: T, tile: T) => (layout === 'row' ? row : layout === 'tile' ? tile : { base: row, sm: tile });
  return (
    <Flex
      as="article"
      direction={pick('row', 'column')}
      position="relative"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
      h="full"
      _hover={{ borderColor: 'border.emphasized', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <Box
        position="relative"
        flexShrink={0}
        w={pick('6rem', '100%')}
        aspectRatio={pick(1, 2)}
        bg="bg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="fg.subtle"
      >
        {cover ? (
          // Laid over the box, so the photo's own height (the attributes keep its shape while it loads) never sets the box's.
          <Image asChild position="absolute" inset="0" w="full" h="full" objectFit="cover">
            <img src={cover.small.url} alt="" width={cover.small.width} height={cover.small.height} loading="lazy" />
          </Image>
        ) : (
          <StoreIcon aria-hidden="true" />
        )}
      </Box>
      <Stack gap="1" p="3" minW="0" flex="1">
        {tag ? (
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {tag}
          </Text>
        ) : null}
        <Text as={headingLevel} fontWeight="semibold" lineHeight="short" overflowWrap="anywhere">
          {/* The name is the link; its box stretches over the whole card, so the card is one target. */}
          <Link
            asChild
            color="fg"
            _after={{ content: '""', position: 'absolute', inset: '0' }}
            _focusVisible={{ outline: 'none' }}
          >
            <RouterLink to={`/business/${listing.id}`}>{listing.name}</RouterLink>
          </Link>
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={category.palette} variant="subtle">
            {categoryName(t, category.value)}
          </Badge>
          {listing.priceRange ? <PriceRangeBadge value={listing.priceRange} /> : null}
        </Flex>
        {note ? (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Flex>
  );
}

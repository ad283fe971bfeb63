import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListingSummaryCard } from '../../components/ListingSummaryCard';
import { graphql } from '../../gql/gql';
import type { DestinationNearbyQuery } from '../../gql/graphql';
import { fetchGraphQL } from '../../lib/graphql-fetch';
import { useDestinationsT, type DestinationsT } from './i18n';

export const DestinationNearbyQueryDocument = graphql(`
  query DestinationNearby($slug: ID!) {
    destination(slug: $slug) {
      nearbyBusinesses(first: 6, radiusKm: 15) {
        distanceKm
        business {
          ...ListingSummaryCard_listing
        }
      }
    }
  }
`);

type Nearby = NonNullable<DestinationNearbyQuery['destination']>['nearbyBusinesses'];

/** "1.2 km away", or "Under 1 km away" (a pin is a guess to a few hundred metres at best). */
const distanceOf = (km: number, t: DestinationsT) =>
  km < 1 ? t('underOneKm') : t('kmAway', { km: km < 10 ? km.toFixed(1) : String(Math.round(km)) });

/**
 * "Where to stay and eat near <Guide>": up to six directory listings within 15 km of the guide's place, nearest first.
 * The guide itself is bundled content and needs no request; these come from the API by plain fetch, once the rest of
 * the guide is on the page, and nothing is shown when there are none or the request fails (no empty heading).
 */
export function NearbyListings({ slug, name }: { slug: string; name: string }) {
  const [nearby, setNearby] = useState<Nearby | null>(null);
  const t = useDestinationsT();

  useEffect(() => {
    const abort = new AbortController();
    fetchGraphQL(DestinationNearbyQueryDocument, { slug }, { signal: abort.signal })
      .then(({ body }) => setNearby(body?.data?.destination?.nearbyBusinesses ?? []))
      .catch(() => {
        // A guide reads whole without its listings: a failed request shows nothing rather than an error.
      });
    return () => abort.abort();
  }, [slug]);

  if (!nearby || nearby.length === 0) return null;
  const title = t('nearbyTitle', { name });
  return (
    <Box
      as="section"
      aria-labelledby="nearby-heading"
      py={{ base: 8, md: 10 }}
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Heading as="h2" id="nearby-heading" size={{ base: 'xl', md: '2xl' }} mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" mb="5" maxW="3xl">
        {t('nearbyIntro')}{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/business">{t('nearbyDirectory')}</RouterLink>
        </Link>
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {nearby.map(({ business, distanceKm }) => (
          <Box as="li" key={business.id}>
            <ListingSummaryCard listing={business} layout="responsive" note={distanceOf(distanceKm, t)} />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

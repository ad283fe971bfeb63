import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { AttractionsAlongRouteQuery } from '../../gql/graphql';
import { categoryLabel } from './result/labels';

/** Spec §9: 8 attractions are displayed. */
export const ATTRACTIONS_SHOWN = 8;

type Attraction = AttractionsAlongRouteQuery['attractionsAlongRoute'][number];

export function AttractionsList({ attractions }: { attractions: readonly Attraction[] }) {
  return (
    <Box as="section" mt="5" aria-labelledby="attractions-title">
      <Heading as="h3" id="attractions-title" size="md" mb="3">
        Attractions along your route
      </Heading>
      {attractions.length === 0 ? (
        <Text color="fg.muted">No attractions found near this route.</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" data-testid="attractions">
          {attractions.map((a, i) => (
            <Flex as="li" key={a.id} gap="3" align="flex-start" p="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
              <Flex flexShrink={0} boxSize="7" rounded="full" bg="orange.700" color="white" align="center" justify="center" fontSize="sm" fontWeight="semibold" aria-hidden="true">
                {i + 1}
              </Flex>
              <Box minW="0">
                <Text fontWeight="semibold">{a.name}</Text>
                <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted" align="center">
                  <Badge size="sm" variant="subtle">
                    {categoryLabel(a.category)}
                  </Badge>
                  {a.rating != null ? <span>★ {a.rating.toFixed(1)}</span> : null}
                  {a.nearestTown ? <span>near {a.nearestTown}</span> : null}
                  <span>{a.distanceFromRouteKm.toFixed(0)} km off the route</span>
                </Flex>
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}

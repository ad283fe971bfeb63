import { Badge, Box, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { AttractionsAlongRouteQuery } from '../../gql/graphql';
import { formatRoadKm } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { usePlannerT } from './i18n';
import { categoryLabel } from './result/labels';

/** Spec §9: 8 attractions are displayed. */
export const ATTRACTIONS_SHOWN = 8;

type Attraction = AttractionsAlongRouteQuery['attractionsAlongRoute'][number];

type AttractionsListProps = {
  readonly attractions: readonly Attraction[];
  /** The ids the traveller ticked; none at first. */
  readonly picked: ReadonlySet<string>;
  readonly onToggle: (attraction: Attraction, picked: boolean) => void;
  /** No more places can be picked (the list is full). */
  readonly full: boolean;
};

/** The attractions along the route, each tickable: only what the traveller ticks goes with the plan. */
export function AttractionsList({ attractions, picked, onToggle, full }: AttractionsListProps) {
  const t = usePlannerT();
  const { locale } = useI18n();
  return (
    <Box as="section" mt="5" aria-labelledby="attractions-title">
      <Heading as="h3" id="attractions-title" size="md" mb="1">
        {t('attractions.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('attractions.tick')}
      </Text>
      {attractions.length === 0 ? (
        <Text color="fg.muted">{t('attractions.none')}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" data-testid="attractions">
          {attractions.map((a, i) => {
            const checked = picked.has(a.id);
            return (
              <Flex as="li" key={a.id} gap="3" align="flex-start" p="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
                <Flex
                  flexShrink={0}
                  boxSize="7"
                  rounded="full"
                  bg="orange.700"
                  color="white"
                  align="center"
                  justify="center"
                  fontSize="sm"
                  fontWeight="semibold"
                  aria-hidden="true"
                >
                  {i + 1}
                </Flex>
                <Checkbox.Root
                  checked={checked}
                  disabled={full && !checked}
                  onCheckedChange={(e) => onToggle(a, e.checked === true)}
                  alignItems="flex-start"
                  minW="0"
                  flex="1"
                  colorPalette="teal"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="1" />
                  <Box minW="0">
                    <Checkbox.Label fontWeight="semibold">{a.name}</Checkbox.Label>
                    <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted" align="center">
                      <Badge size="sm" variant="subtle">
                        {categoryLabel(t, a.category)}
                      </Badge>
                      {a.rating != null ? <span>★ {a.rating.toFixed(1)}</span> : null}
                      {a.nearestTown ? <span>{t('attractions.near', { town: a.nearestTown })}</span> : null}
                      <span>
                        {t('attractions.offRoute', { distance: formatRoadKm(a.distanceFromRouteKm, locale, 0) })}
                      </span>
                    </Flex>
                  </Box>
                </Checkbox.Root>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

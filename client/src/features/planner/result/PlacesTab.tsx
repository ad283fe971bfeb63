import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { PlanResult_ResultFragment, RequestedBy } from '../../../gql/graphql';
import { categoryLabel } from './labels';
import { usePlannerT, type PlannerKey } from '../i18n';

type Plan = PlanResult_ResultFragment['plan'];

const REQUESTED_BY: Record<RequestedBy, PlannerKey> = {
  PICKED: 'places.byPicked',
  NOTES: 'places.byNotes',
  STOP: 'places.byStop',
};

/** The recommended places, then what became of the traveller's own: picked, named in the notes, or stops. */
export function PlacesTab({ plan }: { plan: Plan }) {
  const t = usePlannerT();
  return (
    <Stack gap="6">
      {plan.places.length === 0 ? (
        <Text color="fg.muted">{t('places.none')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('places.recommended')} data-testid="plan-places">
          {plan.places.map((place) => (
            <Box as="li" key={place.attractionId}>
              <Text fontWeight="semibold">{place.name}</Text>
              <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted" mt="1">
                <Badge size="sm" variant="subtle">
                  {categoryLabel(t, place.category)}
                </Badge>
                {place.rating != null ? <span>★ {place.rating.toFixed(1)}</span> : null}
                {place.day != null ? <span>{t('places.day', { day: String(place.day) })}</span> : null}
              </Flex>
              <Text fontSize="sm" mt="1">
                {place.reason}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {plan.customPlaces.length > 0 ? (
        <Box as="section" aria-labelledby="requested-places-title" borderTopWidth="1px" pt="4">
          <Heading as="h3" id="requested-places-title" size="sm" mb="1">
            {t('places.onYourList')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {t('places.onYourListIntro')}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" data-testid="requested-places">
            {plan.customPlaces.map((outcome) => (
              <Box as="li" key={`${outcome.requestedBy}:${outcome.requested}`} fontSize="sm">
                <Flex gap="2" wrap="wrap" align="center">
                  <Text as="span" fontWeight="semibold">
                    {outcome.requested}
                  </Text>
                  <Badge size="sm" colorPalette={outcome.included ? 'green' : 'orange'}>
                    {outcome.included
                      ? outcome.day != null
                        ? t('places.includedDay', { day: String(outcome.day) })
                        : t('places.included')
                      : t('places.notIncluded')}
                  </Badge>
                  <Text as="span" color="fg.muted">
                    {t(REQUESTED_BY[outcome.requestedBy])}
                  </Text>
                </Flex>
                {outcome.matched && outcome.matched !== outcome.requested ? (
                  <Text color="fg.muted">{t('places.matched', { name: outcome.matched })}</Text>
                ) : null}
                {outcome.included ? null : <Text color="fg.muted">{outcome.reason}</Text>}
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

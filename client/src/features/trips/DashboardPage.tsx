import { CardListSection } from '../../components/CardListSection';
import { Box, Button, Card, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { destinationCards } from '../../content/destination-cards';
import { useSavedDestinationSlugs } from '../../lib/saved-destinations';
import type { DashboardRouteQueryQuery } from '../../gql/graphql';
import { formatDate, formatLkr } from '../../lib/format';
import { DashboardRouteQueryDocument, DeleteTripDocument, DeleteTripPlanDocument } from './documents';
import { SharedPlans } from './SharedPlans';
import { budgetText, datesText, plannerTrip, routeOf, travelersText } from './trip-text';
import { useTripsT } from './i18n';
import { useI18n } from '../../lib/i18n/i18n';

type Trip = DashboardRouteQueryQuery['myTrips'][number];
type SavedPlan = DashboardRouteQueryQuery['myTripPlans'][number];

/** The traveller's created trips, newest first, each one a click from the planner. */
/** `children`: sections other features add, placed by the app (features do not import each other). */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const { data, loading, error } = useQuery(DashboardRouteQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [pendingDelete, setPendingDelete] = useState<Trip | null>(null);
  const [pendingPlanDelete, setPendingPlanDelete] = useState<SavedPlan | null>(null);
  const trips = data?.myTrips ?? [];
  const plans = data?.myTripPlans ?? [];
  const t = useTripsT();

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <title>{t('dashboard.pageTitle')}</title>
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="4"
        mb="8"
      >
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('dashboard.heading')}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/create-trip">{t('dashboard.createTrip')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/planner">{t('dashboard.openPlanner')}</RouterLink>
          </Button>
        </Flex>
      </Flex>

      <Heading as="h2" size="lg" mb="4">
        {t('dashboard.yourTrips')}
      </Heading>
      {loading && !data ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-label={t('dashboard.loadingTrips')}>
          <Skeleton h="40" rounded="xl" />
          <Skeleton h="40" rounded="xl" />
        </SimpleGrid>
      ) : error && !data ? (
        <Text role="alert" color="fg.error">
          {t('dashboard.loadFailed')}
        </Text>
      ) : trips.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" rounded="xl" p="8" textAlign="center" bg="bg.subtle">
          <Text fontWeight="semibold" mb="2">
            {t('dashboard.noTrips')}
          </Text>
          <Text color="fg.muted" mb="4">
            {t('dashboard.noTripsHint')}
          </Text>
          <Flex gap="3" justify="center" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to="/create-trip">{t('dashboard.createATrip')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/planner">{t('dashboard.openPlanner')}</RouterLink>
            </Button>
          </Flex>
        </Box>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {trips.map((trip) => (
            <Box as="li" key={trip.id}>
              <TripCard trip={trip} onDelete={() => setPendingDelete(trip)} />
            </Box>
          ))}
        </SimpleGrid>
      )}

      {data ? <SavedPlans plans={plans} onDelete={setPendingPlanDelete} /> : null}
      {data ? <SharedPlans shares={data.mySharedTripPlans} /> : null}

      {children}

      <SavedDestinations />

      <DeleteTripDialog trip={pendingDelete} onClose={() => setPendingDelete(null)} />
      <DeletePlanDialog plan={pendingPlanDelete} onClose={() => setPendingPlanDelete(null)} />
    </Container>
  );
}

/** The guides saved with their Save button, in this browser (spec: the toggle is local). */
function SavedDestinations() {
  const saved = useSavedDestinationSlugs();
  const cards = saved.flatMap((slug) => destinationCards.filter((card) => card.slug === slug));
  const t = useTripsT();
  return (
    <Box as="section" aria-labelledby="saved-destinations-heading" mt="10">
      <Heading as="h2" id="saved-destinations-heading" size="lg" mb="4">
        {t('dashboard.savedDestinations')}
      </Heading>
      {cards.length === 0 ? (
        <Text color="fg.muted">{t('dashboard.savedDestinationsEmpty')}</Text>
      ) : (
        <Flex as="ul" listStyleType="none" gap="3" wrap="wrap">
          {cards.map((card) => (
            <Box as="li" key={card.slug}>
              <Button asChild variant="outline">
                <RouterLink to={`/destinations/${card.slug}`}>{card.name}</RouterLink>
              </Button>
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}

function TripCard({ trip, onDelete }: { trip: Trip; onDelete: () => void }) {
  const navigate = useNavigate();
  const t = useTripsT();
  const { locale } = useI18n();
  return (
    <Card.Root as="article" variant="outline" h="full">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {routeOf(trip)}
        </Heading>
        <Stack gap="1" color="fg.muted" fontSize="sm">
          <Text>{datesText(trip, t, locale)}</Text>
          <Text>{travelersText(trip.travelers, t)}</Text>
          <Text>{budgetText(trip.budget, t, locale)}</Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => navigate('/planner', { state: { trip: plannerTrip(trip) } })}
        >
          {t('dashboard.planThisTrip')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onDelete}
          aria-label={t('dashboard.deleteTripLabel', { route: routeOf(trip) })}
        >
          {t('dashboard.delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The plans saved from the planner, newest first, each opening read-only at /plans/:id. */
function SavedPlans({ plans, onDelete }: { plans: readonly SavedPlan[]; onDelete: (plan: SavedPlan) => void }) {
  const t = useTripsT();
  const { locale } = useI18n();
  return (
    <CardListSection
      id="saved-plans-heading"
      heading={t('dashboard.savedPlans')}
      empty={t('dashboard.savedPlansEmpty')}
      items={plans}
      keyOf={(plan) => plan.id}
    >
      {(plan) => (
        <Card.Root as="article" variant="outline" h="full">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {plan.title}
            </Heading>
            <Stack gap="1" color="fg.muted" fontSize="sm">
              <Text>
                {t('trip.days', { count: plan.days })} · {travelersText(plan.people, t)}
                {plan.startDate ? t('dashboard.fromDate', { date: formatDate(plan.startDate, locale) }) : ''}
              </Text>
              <Text>{formatLkr(plan.totalLkr, locale)}</Text>
              <Text>{t('dashboard.savedOn', { date: formatDate(plan.savedAt, locale) })}</Text>
            </Stack>
          </Card.Body>
          <Card.Footer gap="2" flexWrap="wrap">
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={`/plans/${plan.id}`} aria-label={t('dashboard.openLabel', { title: plan.title })}>
                {t('dashboard.open')}
              </RouterLink>
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => onDelete(plan)}
              aria-label={t('dashboard.deletePlanLabel', { title: plan.title })}
            >
              {t('dashboard.delete')}
            </Button>
          </Card.Footer>
        </Card.Root>
      )}
    </CardListSection>
  );
}

function DeleteTripDialog({ trip, onClose }: { trip: Trip | null; onClose: () => void }) {
  const [deleteTrip, { loading }] = useMutation(DeleteTripDocument, {
    refetchQueries: [DashboardRouteQueryDocument],
    awaitRefetchQueries: true,
  });
  const t = useTripsT();
  return (
    <ConfirmDialog
      open={trip !== null}
      title={t('dashboard.deleteTripTitle')}
      body={trip ? t('dashboard.deleteTripBody', { route: routeOf(trip) }) : null}
      confirm={t('dashboard.delete')}
      loading={loading}
      onConfirm={async () => {
        if (trip) await deleteTrip({ variables: { id: trip.id } });
      }}
      done={t('dashboard.tripDeleted')}
      failed={t('dashboard.tripDeleteFailed')}
      onClose={onClose}
    />
  );
}

function DeletePlanDialog({ plan, onClose }: { plan: SavedPlan | null; onClose: () => void }) {
  const t = useTripsT();
  const [deletePlan, { loading }] = useMutation(DeleteTripPlanDocument, {
    refetchQueries: [DashboardRouteQueryDocument],
    awaitRefetchQueries: true,
    // A plan opened before stays in the cache; without it, its page asks the server again (and finds it gone).
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'TripPlanResult', id: data.deleteTripPlan.id }) });
    },
  });
  return (
    <ConfirmDialog
      open={plan !== null}
      title={t('dashboard.deletePlanTitle')}
      body={plan ? t('dashboard.deletePlanBody', { title: plan.title }) : null}
      confirm={t('dashboard.delete')}
      loading={loading}
      onConfirm={async () => {
        if (plan) await deletePlan({ variables: { id: plan.id } });
      }}
      done={t('dashboard.planDeleted')}
      failed={t('dashboard.planDeleteFailed')}
      onClose={onClose}
    />
  );
}

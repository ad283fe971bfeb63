import { Box, Button, Card, Container, Dialog, Flex, Heading, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toaster';
import { destinationCards } from '../../content/destination-cards';
import { useSavedDestinationSlugs } from '../../lib/saved-destinations';
import type { DashboardRouteQueryQuery } from '../../gql/graphql';
import { formatDate, formatLkr } from '../../lib/format';
import { DashboardRouteQueryDocument, DeleteTripDocument, DeleteTripPlanDocument } from './documents';
import { budgetText, datesText, plannerTrip, routeOf, travelersText } from './trip-text';

type Trip = DashboardRouteQueryQuery['myTrips'][number];
type SavedPlan = DashboardRouteQueryQuery['myTripPlans'][number];

/** The traveller's created trips, newest first, each one a click from the planner. */
export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardRouteQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [pendingDelete, setPendingDelete] = useState<Trip | null>(null);
  const [pendingPlanDelete, setPendingPlanDelete] = useState<SavedPlan | null>(null);
  const trips = data?.myTrips ?? [];
  const plans = data?.myTripPlans ?? [];

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <title>Dashboard · TripMate</title>
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="4" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Dashboard
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/create-trip">Create Trip</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/planner">Open the Planner</RouterLink>
          </Button>
        </Flex>
      </Flex>

      <Heading as="h2" size="lg" mb="4">
        Your Trips
      </Heading>
      {loading && !data ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-label="Loading your trips">
          <Skeleton h="40" rounded="xl" />
          <Skeleton h="40" rounded="xl" />
        </SimpleGrid>
      ) : error && !data ? (
        <Text role="alert" color="fg.error">
          Could not load your trips. Please try again.
        </Text>
      ) : trips.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" rounded="xl" p="8" textAlign="center" bg="bg.subtle">
          <Text fontWeight="semibold" mb="2">
            No trips yet.
          </Text>
          <Text color="fg.muted" mb="4">
            Sketch one with Create Trip, or let the planner build a day-by-day plan.
          </Text>
          <Flex gap="3" justify="center" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to="/create-trip">Create a Trip</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/planner">Open the Planner</RouterLink>
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
  return (
    <Box as="section" aria-labelledby="saved-destinations-heading" mt="10">
      <Heading as="h2" id="saved-destinations-heading" size="lg" mb="4">
        Saved Destinations
      </Heading>
      {cards.length === 0 ? (
        <Text color="fg.muted">Destinations you save with the Save button on a guide appear here.</Text>
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
  return (
    <Card.Root as="article" variant="outline" h="full">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {routeOf(trip)}
        </Heading>
        <Stack gap="1" color="fg.muted" fontSize="sm">
          <Text>{datesText(trip)}</Text>
          <Text>{travelersText(trip.travelers)}</Text>
          <Text>{budgetText(trip.budget)}</Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => navigate('/planner', { state: { trip: plannerTrip(trip) } })}>
          Plan this trip
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete the trip ${routeOf(trip)}`}>
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The plans saved from the planner, newest first, each opening read-only at /plans/:id. */
function SavedPlans({ plans, onDelete }: { plans: readonly SavedPlan[]; onDelete: (plan: SavedPlan) => void }) {
  return (
    <Box as="section" aria-labelledby="saved-plans-heading" mt="10">
      <Heading as="h2" id="saved-plans-heading" size="lg" mb="4">
        Saved Plans
      </Heading>
      {plans.length === 0 ? (
        <Text color="fg.muted">Plans you save in the planner appear here.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {plans.map((plan) => (
            <Box as="li" key={plan.id}>
              <Card.Root as="article" variant="outline" h="full">
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {plan.title}
                  </Heading>
                  <Stack gap="1" color="fg.muted" fontSize="sm">
                    <Text>
                      {plan.days} {plan.days === 1 ? 'day' : 'days'} · {travelersText(plan.people)}
                      {plan.startDate ? ` · from ${formatDate(plan.startDate)}` : ''}
                    </Text>
                    <Text>{formatLkr(plan.totalLkr)}</Text>
                    <Text>Saved {formatDate(plan.savedAt)}</Text>
                  </Stack>
                </Card.Body>
                <Card.Footer gap="2" flexWrap="wrap">
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={`/plans/${plan.id}`} aria-label={`Open ${plan.title}`}>
                      Open
                    </RouterLink>
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(plan)} aria-label={`Delete the plan ${plan.title}`}>
                    Delete
                  </Button>
                </Card.Footer>
              </Card.Root>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

function DeleteTripDialog({ trip, onClose }: { trip: Trip | null; onClose: () => void }) {
  const [deleteTrip, { loading }] = useMutation(DeleteTripDocument, { refetchQueries: [DashboardRouteQueryDocument], awaitRefetchQueries: true });
  return (
    <ConfirmDeleteDialog
      open={trip !== null}
      title="Delete this trip?"
      body={trip ? `${routeOf(trip)} will be removed from your dashboard. This cannot be undone.` : null}
      loading={loading}
      onConfirm={async () => {
        if (trip) await deleteTrip({ variables: { id: trip.id } });
      }}
      done="Trip deleted"
      failed="Could not delete the trip. Please try again."
      onClose={onClose}
    />
  );
}

function DeletePlanDialog({ plan, onClose }: { plan: SavedPlan | null; onClose: () => void }) {
  const [deletePlan, { loading }] = useMutation(DeleteTripPlanDocument, {
    refetchQueries: [DashboardRouteQueryDocument],
    awaitRefetchQueries: true,
    // A plan opened before stays in the cache; without it, its page asks the server again (and finds it gone).
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'TripPlanResult', id: data.deleteTripPlan.id }) });
    },
  });
  return (
    <ConfirmDeleteDialog
      open={plan !== null}
      title="Delete this plan?"
      body={plan ? `${plan.title} will be removed from your saved plans. This cannot be undone.` : null}
      loading={loading}
      onConfirm={async () => {
        if (plan) await deletePlan({ variables: { id: plan.id } });
      }}
      done="Plan deleted"
      failed="Could not delete the plan. Please try again."
      onClose={onClose}
    />
  );
}

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  body: string | null;
  loading: boolean;
  onConfirm: () => Promise<void>;
  /** The success toast's title. */
  done: string;
  /** The error toast's description. */
  failed: string;
  onClose: () => void;
};

/** Asks before deleting; says how it went in a toast. */
function ConfirmDeleteDialog({ open, title, body, loading, onConfirm, done, failed, onClose }: ConfirmDeleteDialogProps) {
  const confirm = async () => {
    try {
      await onConfirm();
      toast({ title: done, type: 'success' });
      onClose();
    } catch {
      toast({ title: 'Error', description: failed, type: 'error' });
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={loading} onClick={confirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

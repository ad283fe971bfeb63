import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Flex, Grid, Heading, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverErrorsOf } from '../../components/server-errors';
import { formatDate } from '../../lib/format';
import { JourneyMapPanel } from './map/JourneyMapPanel';
import { usePlanRoute } from './map/plan-route';
import { SavedPlanRouteQueryDocument } from './queries';
import { PlanResult } from './result/PlanResult';

const noop = () => {};

const isNotFound = (error: unknown) => serverErrorsOf(error).some((found) => found.code === 'NOT_FOUND');

/** /plans/:id: a saved plan, read-only, with its route on the map. */
export function SavedPlanPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SavedPlanRouteQueryDocument, { variables: { id } });
  const result = data?.tripPlan ?? null;
  // Saved plans open with their route at once; the planner's one-second pause is for a plan just arriving.
  const planRoute = usePlanRoute(result?.plan ?? null, 0);

  return (
    <Box bg="bg.subtle" minH="full">
      <title>{`${result?.title ?? 'Saved plan'} · TripMate`}</title>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="6">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Saved Plan
            </Heading>
            {result?.savedAt ? (
              <Text color="fg.muted" fontSize="sm">
                Saved {formatDate(result.savedAt)}
              </Text>
            ) : null}
          </Box>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
          </Button>
        </Flex>

        {loading && !data ? (
          <Skeleton h="96" rounded="xl" aria-label="Loading the plan" />
        ) : !result ? (
          <Box bg="bg" rounded="xl" shadow="sm" p={{ base: 6, md: 8 }} textAlign="center" role={isNotFound(error) ? undefined : 'alert'}>
            <Heading as="h2" size="lg" mb="2">
              {isNotFound(error) ? 'Plan not found' : 'Could not load the plan'}
            </Heading>
            <Text color="fg.muted" mb="5">
              {isNotFound(error) ? 'This plan does not exist in your account. It may have been deleted.' : 'Please try again.'}
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/planner">Plan a new trip</RouterLink>
            </Button>
          </Box>
        ) : (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: 6, lg: 8 }} alignItems="start">
            <Box bg="bg" rounded="xl" shadow="sm" p={{ base: 4, md: 6 }}>
              <PlanResult result={result} currency={data?.me.preferences.currency ?? null} />
            </Box>
            <JourneyMapPanel settings={data?.mapConfig ?? null} failed={false} route={planRoute?.route ?? null} waypoints={planRoute?.waypoints} trainLines={planRoute?.trainLines} onReady={noop} />
          </Grid>
        )}
      </Container>
    </Box>
  );
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Box, Button, Container, Field, Flex, Grid, Heading, Input, Link, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { AttractionsAlongRouteQuery, FindRouteQuery } from '../../gql/graphql';
import { AttractionsList, ATTRACTIONS_SHOWN } from './AttractionsList';
import { AttractionsAlongRouteDocument, FindRouteDocument, PlannerRouteQueryDocument } from './queries';
import { MAP_HEIGHT, type MapStop } from './map/types';

const JourneyMap = lazy(() => import('./map/JourneyMap'));

// Spec §5 and §8, word for word.
export const MESSAGES = {
  bothEnds: 'Please enter both start and end locations',
  notFound: (place: string) => `Could not find location: ${place}`,
  noRoute: 'Could not find route between the locations',
  attractionsFailed: 'Error finding attractions along the route',
  mapNotReady: 'Google Maps is not loaded yet. Please try again.',
  findFirst: 'Please find route and attractions first',
  fillAll: 'Please fill all required fields',
} as const;

// Spec §9: planner bounds.
const DAYS = { min: 1, max: 30 };
const TRAVELERS = { min: 1, max: 20 };
const BUDGET_MIN = 1000;
/** Spec §9: the first 10 attractions go with the plan request. */
export const PLACES_SENT_WITH_PLAN = 10;

type Form = { from: string; to: string; days: string; travelers: string; budget: string; notes: string };
type Route = FindRouteQuery['route'];
type Attraction = AttractionsAlongRouteQuery['attractionsAlongRoute'][number];

function tripQueryOf(state: unknown): string {
  if (state && typeof state === 'object' && 'tripQuery' in state && typeof state.tripQuery === 'string') return state.tripQuery;
  return '';
}

/** The message for a failed route search: the stop the server could not find, named as the traveller typed it. */
function routeErrorMessage(error: unknown, form: Form): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code === 'NOT_FOUND' && (first.extensions.field === 'from' || first.extensions.field === 'to')) {
      return MESSAGES.notFound(form[first.extensions.field].trim());
    }
  }
  return MESSAGES.noRoute;
}

const formatDuration = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

export function PlannerPage() {
  const location = useLocation();
  const client = useApolloClient();
  const { data: config, error: configError } = useQuery(PlannerRouteQueryDocument);
  const [form, setForm] = useState<Form>(() => ({ from: '', to: '', days: '3', travelers: '2', budget: '50000', notes: tripQueryOf(location.state) }));
  const [step, setStep] = useState<1 | 2>(1);
  const [mapReady, setMapReady] = useState(false);
  const [finding, setFinding] = useState(false);
  const [route, setRoute] = useState<Route | null>(null);
  const [attractions, setAttractions] = useState<Attraction[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Spec §2: the planner opens at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  const onMapReady = useCallback(() => setMapReady(true), []);
  const set = (field: keyof Form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  const bothEnds = form.from.trim() !== '' && form.to.trim() !== '';

  const findRoute = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (!bothEnds) return setError(MESSAGES.bothEnds);
    if (!mapReady) return setError(MESSAGES.mapNotReady);
    setStep(2);
    setFinding(true);
    setRoute(null);
    setAttractions(null);
    try {
      let found: Route;
      try {
        const result = await client.query({ query: FindRouteDocument, variables: { input: { from: { text: form.from.trim() }, to: { text: form.to.trim() } } } });
        if (!result.data) throw result.error ?? new Error('no route');
        found = result.data.route;
      } catch (failure) {
        setError(routeErrorMessage(failure, form));
        return;
      }
      setRoute(found);
      try {
        const path = found.geometry.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
        const result = await client.query({ query: AttractionsAlongRouteDocument, variables: { input: { path } } });
        if (!result.data) throw result.error ?? new Error('no attractions');
        setAttractions(result.data.attractionsAlongRoute);
      } catch {
        setError(MESSAGES.attractionsFailed);
      }
    } finally {
      setFinding(false);
    }
  };

  const generatePlan = () => {
    setError(null);
    setNotice(null);
    if (!route || !attractions) return setError(MESSAGES.findFirst);
    const days = Number(form.days);
    const travelers = Number(form.travelers);
    const budget = Number(form.budget);
    const valid =
      bothEnds &&
      Number.isInteger(days) && days >= DAYS.min && days <= DAYS.max &&
      Number.isInteger(travelers) && travelers >= TRAVELERS.min && travelers <= TRAVELERS.max &&
      Number.isFinite(budget) && budget >= BUDGET_MIN;
    if (!valid) return setError(MESSAGES.fillAll);
    // The places that will go with the plan request once the planner arrives (spec §9: the first 10).
    const places = attractions.slice(0, PLACES_SENT_WITH_PLAN).map((a) => a.name);
    setNotice(`Day-by-day plans arrive in a coming release. Your route and ${places.length} places are ready for it.`);
  };

  const stops: MapStop[] = useMemo(() => {
    if (!route) return [];
    const first = route.legs[0]!.from;
    return [{ label: 'A', name: first.name, lat: first.lat, lng: first.lng }, ...route.legs.map((leg, i) => ({ label: i === route.legs.length - 1 ? 'B' : String.fromCharCode(66 + i), name: leg.to.name, lat: leg.to.lat, lng: leg.to.lng }))];
  }, [route]);
  const shown = useMemo(() => attractions?.slice(0, ATTRACTIONS_SHOWN) ?? [], [attractions]);
  const attractionMarkers: MapStop[] = useMemo(() => shown.map((a, i) => ({ label: String(i + 1), name: a.name, lat: a.lat, lng: a.lng })), [shown]);
  const roads = route ? [...new Set(route.legs.flatMap((leg) => leg.roads).filter((r) => r !== 'B'))] : [];

  return (
    <Box bg="bg.subtle" minH="full">
      <title>Trip Planner · TripMate</title>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
          Trip Planner
        </Heading>
        <Progress.Root value={step === 1 ? 33 : 66} max={100} mb={{ base: 6, md: 8 }} colorPalette="teal" aria-label="Planning progress">
          <Flex justify="space-between" mb="1">
            <Progress.Label fontSize="sm" color="fg.muted">
              Step {step} of 3
            </Progress.Label>
            <Progress.ValueText fontSize="sm" color="fg.muted" />
          </Flex>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: 6, lg: 8 }} alignItems="start">
          <Box bg="bg" rounded="xl" shadow="sm" p={{ base: 4, md: 6 }}>
            <form onSubmit={findRoute} noValidate aria-labelledby="planner-form-title">
            <Heading as="h2" id="planner-form-title" size="lg" mb="4">
              Your Trip Details
            </Heading>
            <Stack gap="4">
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                <Field.Root required>
                  <Field.Label>From</Field.Label>
                  <Input name="from" value={form.from} onChange={set('from')} placeholder="e.g. Colombo" autoComplete="off" maxLength={200} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>To</Field.Label>
                  <Input name="to" value={form.to} onChange={set('to')} placeholder="e.g. Ella" autoComplete="off" maxLength={200} />
                </Field.Root>
              </Grid>
              <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="4">
                <Field.Root required>
                  <Field.Label>Days</Field.Label>
                  <Input name="days" type="number" inputMode="numeric" min={DAYS.min} max={DAYS.max} value={form.days} onChange={set('days')} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Travelers</Field.Label>
                  <Input name="travelers" type="number" inputMode="numeric" min={TRAVELERS.min} max={TRAVELERS.max} value={form.travelers} onChange={set('travelers')} />
                </Field.Root>
                <Field.Root required gridColumn={{ base: 'span 2', sm: 'auto' }}>
                  <Field.Label>Budget (LKR)</Field.Label>
                  <Input name="budget" type="number" inputMode="numeric" min={BUDGET_MIN} step={1000} value={form.budget} onChange={set('budget')} />
                </Field.Root>
              </Grid>
              <Field.Root>
                <Field.Label>Notes</Field.Label>
                <Textarea name="notes" value={form.notes} onChange={set('notes')} rows={3} placeholder="What do you love? Beaches, temples, hikes, wildlife…" />
              </Field.Root>
              {error ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              ) : null}
              {notice ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                <Button type="submit" colorPalette="teal" flex="1" disabled={!bothEnds || !mapReady || finding} loading={finding} loadingText="Finding Route...">
                  Find Route
                </Button>
                <Button type="button" variant="outline" colorPalette="teal" flex="1" onClick={generatePlan}>
                  Generate Plan
                </Button>
              </Flex>
            </Stack>
            </form>
          </Box>

          <Box as="section" bg="bg" rounded="xl" shadow="sm" p={{ base: 4, md: 6 }} aria-labelledby="journey-map-title">
            <Heading as="h2" id="journey-map-title" size="lg" mb="3">
              Your Journey Map
            </Heading>
            {route ? (
              <Text mb="3" color="fg.muted" data-testid="route-summary">
                {route.legs[0]!.from.name} to {route.legs[route.legs.length - 1]!.to.name}: {route.distanceKm.toFixed(0)} km, about {formatDuration(route.durationMinutes)}
                {roads.length > 0 ? ` via ${roads.join(', ')}` : ''}
              </Text>
            ) : null}
            <Box h={`${MAP_HEIGHT}px`} rounded="lg" overflow="hidden" data-testid="journey-map">
              {configError ? (
                <Text color="fg.error" p="4">
                  The map could not load. Reload the page to try again.
                </Text>
              ) : config ? (
                <Suspense fallback={<Box h="full" bg="bg.muted" aria-busy="true" />}>
                  <JourneyMap settings={config.mapConfig} route={route?.geometry ?? null} stops={stops} attractions={attractionMarkers} onReady={onMapReady} />
                </Suspense>
              ) : (
                <Box h="full" bg="bg.muted" aria-busy="true" />
              )}
            </Box>
            <Text fontSize="xs" color="fg.muted" mt="2">
              Map data: Natural Earth, GeoNames (CC BY 4.0) and TripMate.{' '}
              <Link asChild color="teal.fg">
                <RouterLink to="/attribution">Sources and licences</RouterLink>
              </Link>
            </Text>
            {attractions ? <AttractionsList attractions={shown} /> : null}
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

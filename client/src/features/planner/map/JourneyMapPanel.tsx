import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MapSettings } from './JourneyMap';
import { routeEnds, type Route } from './plan-route';
import type { TrainLine } from './train-lines';
import { MAP_HEIGHT, type MapStop } from './types';

const JourneyMap = lazy(() => import('./JourneyMap'));

const noMarkers: readonly MapStop[] = [];
const formatDuration = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

type JourneyMapPanelProps = {
  /** Null while the map settings load. */
  readonly settings: MapSettings | null;
  /** The settings could not be loaded. */
  readonly failed: boolean;
  readonly route: Route | null;
  readonly attractions?: readonly MapStop[];
  /** The plan's recommended places on the route, numbered in visit order. */
  readonly waypoints?: readonly MapStop[];
  /** The plan's train legs along the railway track. */
  readonly trainLines?: readonly TrainLine[];
  readonly onReady: () => void;
  /** Shown below the map (the attractions of step 2). */
  readonly children?: ReactNode;
};

/** "Your Journey Map": the route's length and roads, the map, its sources, and the numbered places on the route. */
export function JourneyMapPanel({ settings, failed, route, attractions = noMarkers, waypoints = noMarkers, trainLines, onReady, children }: JourneyMapPanelProps) {
  const stops = useMemo(() => (route ? routeEnds(route) : []), [route]);
  const roads = route ? [...new Set(route.legs.flatMap((leg) => leg.roads).filter((r) => r !== 'B'))] : [];

  return (
    <Box as="section" bg="bg" rounded="xl" shadow="sm" p={{ base: 4, md: 6 }} aria-labelledby="journey-map-title">
      <Heading as="h2" id="journey-map-title" size="lg" mb="3">
        Your Journey Map
      </Heading>
      {route ? (
        <Text mb="3" color="fg.muted" data-testid="route-summary">
          {stops[0]!.name} to {stops[1]!.name}: {route.distanceKm.toFixed(0)} km, about {formatDuration(route.durationMinutes)}
          {roads.length > 0 ? ` via ${roads.join(', ')}` : ''}
          {waypoints.length > 0 ? `, through ${waypoints.length} recommended ${waypoints.length === 1 ? 'place' : 'places'}` : ''}
        </Text>
      ) : null}
      <Box h={`${MAP_HEIGHT}px`} rounded="lg" overflow="hidden" data-testid="journey-map">
        {failed ? (
          <Text color="fg.error" p="4">
            The map could not load. Reload the page to try again.
          </Text>
        ) : settings ? (
          <Suspense fallback={<Box h="full" bg="bg.muted" aria-busy="true" />}>
            <JourneyMap settings={settings} route={route?.geometry ?? null} stops={stops} attractions={attractions} waypoints={waypoints} trainLines={trainLines} onReady={onReady} />
          </Suspense>
        ) : (
          <Box h="full" bg="bg.muted" aria-busy="true" />
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="2">
        Map data: Survey Department of Sri Lanka / OCHA (CC BY-IGO), © OpenStreetMap contributors (ODbL), GeoNames (CC BY 4.0) and TripMate.{' '}
        <Link asChild color="teal.fg">
          <RouterLink to="/attribution">Sources and licences</RouterLink>
        </Link>
      </Text>
      {waypoints.length > 0 ? <WaypointList waypoints={waypoints} /> : null}
      {children}
    </Box>
  );
}

function WaypointList({ waypoints }: { waypoints: readonly MapStop[] }) {
  return (
    <Box as="section" mt="5" aria-labelledby="waypoints-title">
      <Heading as="h3" id="waypoints-title" size="md" mb="3">
        Recommended places on your route
      </Heading>
      <Stack as="ol" gap="1" listStyleType="none" data-testid="waypoints">
        {waypoints.map((stop) => (
          <Flex as="li" key={stop.label} gap="3" align="center">
            <Flex flexShrink={0} boxSize="6" rounded="full" bg="blue.700" color="white" align="center" justify="center" fontSize="xs" fontWeight="semibold" aria-hidden="true">
              {stop.label}
            </Flex>
            <Text>{stop.name}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

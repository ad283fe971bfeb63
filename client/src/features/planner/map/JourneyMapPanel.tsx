import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMinutes, formatRoadKm } from '../../../lib/format';
import { useI18n, type Locale } from '../../../lib/i18n/i18n';
import { usePlannerT } from '../i18n';
import type { MapSettings } from './JourneyMap';
import { routeEnds, type Route } from './plan-route';
import { PlanLegend } from './PlanLegend';
import { MAP_HEIGHT, type MapStop, type PlanShapes } from './types';

const JourneyMap = lazy(() => import('./JourneyMap'));

const noMarkers: readonly MapStop[] = [];
/** "3 h 05 min" in English (the planner's established form); Intl's units in Sinhala and Tamil. */
const formatDuration = (minutes: number, locale: Locale) =>
  locale === 'en'
    ? `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
    : formatMinutes(minutes, locale);

type JourneyMapPanelProps = {
  /** Null while the map settings load. */
  readonly settings: MapSettings | null;
  /** The settings could not be loaded. */
  readonly failed: boolean;
  readonly route?: Route | null;
  readonly attractions?: readonly MapStop[];
  /** A plan to draw instead of a route, with a line that says what it is. */
  readonly plan?: { readonly shapes: PlanShapes; readonly summary: string; readonly day: number | null } | null;
  readonly onReady: () => void;
  /** The map's height: the planner's fixed 500 px unless the page gives it another. */
  readonly mapHeight?: Parameters<typeof Box>[0]['h'];
  /** Shown below the map (the attractions of step 2). */
  readonly children?: ReactNode;
};

/**
 * "Your Journey Map": what is drawn (a route's length and roads, or the plan), the map, its sources and its key.
 * Drawn again only when its props change (the plan page passes the same objects while the plan is the same).
 */
export const JourneyMapPanel = memo(function JourneyMapPanel({
  settings,
  failed,
  route = null,
  attractions = noMarkers,
  plan = null,
  onReady,
  mapHeight = `${MAP_HEIGHT}px`,
  children,
}: JourneyMapPanelProps) {
  const stops = useMemo(() => (route && !plan ? routeEnds(route) : noMarkers), [route, plan]);
  const t = usePlannerT();
  const { locale } = useI18n();
  const roads = route ? [...new Set(route.legs.flatMap((leg) => leg.roads).filter((r) => r !== 'B'))] : [];

  return (
    <Box
      as="section"
      bg="bg"
      rounded="xl"
      shadow="sm"
      p={{ base: 4, md: 6 }}
      aria-labelledby="journey-map-title"
      className="tm-journey-map"
    >
      <Heading as="h2" id="journey-map-title" size="lg" mb="3">
        {t('map.heading')}
      </Heading>
      {plan ? (
        <Text mb="3" color="fg.muted" data-testid="route-summary">
          {plan.summary}
        </Text>
      ) : route ? (
        <Text mb="3" color="fg.muted" data-testid="route-summary">
          {t('map.route', {
            from: stops[0]!.name,
            to: stops[1]!.name,
            distance: formatRoadKm(route.distanceKm, locale, 0),
            duration: formatDuration(route.durationMinutes, locale),
          })}
          {roads.length > 0 ? t('map.via', { roads: roads.join(', ') }) : ''}
        </Text>
      ) : null}
      <Box h={mapHeight} rounded="lg" overflow="hidden" data-testid="journey-map" className="tm-journey-map-box">
        {failed ? (
          <Text color="fg.error" p="4">
            {t('map.failed')}
          </Text>
        ) : settings ? (
          <Suspense fallback={<Box h="full" bg="bg.muted" aria-busy="true" />}>
            <JourneyMap
              settings={settings}
              route={plan ? null : (route?.geometry ?? null)}
              stops={stops}
              attractions={plan ? noMarkers : attractions}
              plan={plan?.shapes ?? null}
              day={plan?.day ?? null}
              onReady={onReady}
            />
          </Suspense>
        ) : (
          <Box h="full" bg="bg.muted" aria-busy="true" />
        )}
      </Box>
      {plan ? <PlanLegend modes={plan.shapes.modes} /> : null}
      <Text fontSize="xs" color="fg.muted" mt="2">
        {t('map.data', {
          sources:
            'Survey Department of Sri Lanka / OCHA (CC BY-IGO), © OpenStreetMap contributors (ODbL), GeoNames (CC BY 4.0) and TripMate',
        })}{' '}
        <Link asChild color="teal.fg">
          <RouterLink to="/attribution">{t('map.licences')}</RouterLink>
        </Link>
      </Text>
      {children}
    </Box>
  );
});

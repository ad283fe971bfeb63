import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Container, Flex, Grid, Heading, Progress } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { serverErrorsOf } from '../../components/server-errors';
import { toast } from '../../components/toast';
import { useForm } from '../../components/useForm';
import type {
  AttractionsAlongRouteQuery,
  Comfort,
  PlanResult_ResultFragment,
  PlanTripInput,
  Residency,
} from '../../gql/graphql';
import { useI18n } from '../../lib/i18n/i18n';
import { AttractionsList, ATTRACTIONS_SHOWN } from './AttractionsList';
import { JourneyMapPanel } from './map/JourneyMapPanel';
import type { Route } from './map/plan-route';
import type { MapStop } from './map/types';
import {
  BUDGET_MIN,
  childAgesOf,
  childrenProblem,
  DAYS,
  emptyFields,
  PlannerForm,
  TRAVELERS,
  type PlaceFix,
  type PlannerFields,
} from './PlannerForm';
import { plannerPrefillOf } from './prefill';
import { MAX_PICKED, YourPlaces, type PickedPlace } from './YourPlaces';
import {
  AttractionsAlongRouteDocument,
  FindRouteDocument,
  PlannerRouteQueryDocument,
  PlanTripDocument,
  SaveTripPlanDocument,
} from './queries';
import { PlanWorkspace } from './PlanWorkspace';
import type { BudgetChoice } from './result/OverBudget';
import { ShareButton } from './share/ShareButton';
import { PLAN_LANGUAGE, usePlannerT, type PlannerT } from './i18n';

/** The plan is written in the language the traveller is reading the page in. */

// Spec §5 and §8's messages, word for word in English, are the catalogue's msg.* keys.

type Attraction = AttractionsAlongRouteQuery['attractionsAlongRoute'][number];
type Step = 1 | 2 | 3;
const PROGRESS: Record<Step, number> = { 1: 33, 2: 66, 3: 100 };

/** The stops the traveller filled in, in their order (empty rows are left out). */
const stopsOf = (fields: PlannerFields) => fields.stops.map((s) => s.trim()).filter(Boolean);

/** Which field a place the server could not find was typed in: From, To or a stop (by its index among the filled ones). */
type PlaceFieldRef = 'from' | 'to' | number;

/**
 * Why a route search failed: the place the server could not find, named as the traveller typed it, with the place it
 * may have meant ("We could not find X. Did you mean Y?") when the server offers one; else the spec's message.
 */
function routeFailure(
  error: unknown,
  fields: PlannerFields,
  t: PlannerT,
): { message: string; place: PlaceFieldRef | null; suggestion: string | null } {
  const [first] = serverErrorsOf(error);
  const waypoint = first?.code === 'NOT_FOUND' ? /^waypoints\.(\d+)$/.exec(first.field ?? '') : null;
  const where: PlaceFieldRef | null =
    first?.code !== 'NOT_FOUND'
      ? null
      : first.field === 'from' || first.field === 'to'
        ? first.field
        : waypoint
          ? Number(waypoint[1])
          : null;
  const typed = where === null ? undefined : typeof where === 'number' ? stopsOf(fields)[where] : fields[where].trim();
  if (where === null || typed === undefined) return { message: t('msg.noRoute'), place: null, suggestion: null };
  const suggestion = first!.suggestions?.[0] ?? null;
  const message = suggestion
    ? t('msg.notFoundDidYouMean', { place: typed, suggestion })
    : t('msg.notFound', { place: typed });
  return { message, place: where, suggestion };
}

/**
 * The message for a failed plan: the server's own words when it names something the traveller can change (an
 * unknown place, too few days for the distance, too many plans in a short time), the spec's message otherwise.
 */
export function planErrorMessage(error: unknown, t: PlannerT): string {
  const [first] = serverErrorsOf(error);
  if ((first?.code === 'BAD_USER_INPUT' || first?.code === 'TOO_MANY_REQUESTS') && first.message) return first.message;
  return t('msg.planFailed');
}

const hasBothEnds = (fields: PlannerFields) => fields.from.trim() !== '' && fields.to.trim() !== '';

function validPlanFields(fields: PlannerFields): boolean {
  const days = Number(fields.days);
  const travelers = Number(fields.travelers);
  const budget = Number(fields.budget);
  return (
    hasBothEnds(fields) &&
    childrenProblem(fields) === null &&
    Number.isInteger(days) &&
    days >= DAYS.min &&
    days <= DAYS.max &&
    Number.isInteger(travelers) &&
    travelers >= TRAVELERS.min &&
    travelers <= TRAVELERS.max &&
    Number.isInteger(budget) &&
    budget >= BUDGET_MIN
  );
}

export function PlannerPage() {
  const location = useLocation();
  const client = useApolloClient();
  const t = usePlannerT();
  const { locale } = useI18n();
  const { data: config, error: configError } = useQuery(PlannerRouteQueryDocument);
  const [planTrip, { loading: planning }] = useMutation(PlanTripDocument);
  const [saveTripPlan, { loading: saving }] = useMutation(SaveTripPlanDocument);
  // Find Route runs on its own (see `attempt`), so the form is not held busy while it does.
  const form = useForm<PlannerFields>({
    initial: () => emptyFields(plannerPrefillOf(location.state, location.search)),
    onSubmit: (values) => void findRoute(values),
  });
  const fields = form.values;
  const [step, setStep] = useState<Step>(1);
  const [mapReady, setMapReady] = useState(false);
  const [finding, setFinding] = useState(false);
  const [route, setRoute] = useState<Route | null>(null);
  const [attractions, setAttractions] = useState<Attraction[] | null>(null);
  // Only what the traveller picks goes with the plan: nothing at first.
  const [picked, setPicked] = useState<PickedPlace[]>([]);
  const [result, setResult] = useState<PlanResult_ResultFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fix, setFix] = useState<PlaceFix | null>(null);
  // Start Over makes every answer still on its way stale.
  const attempt = useRef(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'result' | 'form' | null>(null);

  // Spec §2: the planner opens at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  // The result replaces the form and Start Over brings it back: focus follows, so keyboard users are not left behind.
  useEffect(() => {
    if (focusNext.current === 'result') resultHeading.current?.focus();
    if (focusNext.current === 'form') fromInput.current?.focus();
    focusNext.current = null;
  });

  const onMapReady = useCallback(() => setMapReady(true), []);

  /** Puts the place the server suggested in the field the unknown one was typed in. */
  const applySuggestion = (where: PlaceFieldRef, suggestion: string) => {
    if (typeof where === 'number') {
      // The stops sent were the filled ones: the index is among them.
      const filled = form.values.stops.flatMap((s, i) => (s.trim() ? [i] : []));
      const at = filled[where];
      if (at !== undefined)
        form.setValue(
          'stops',
          form.values.stops.map((s, i) => (i === at ? suggestion : s)),
        );
    } else form.setValue(where, suggestion);
    setError(null);
    setFix(null);
  };

  async function findRoute(fields: PlannerFields) {
    setError(null);
    setFix(null);
    if (!hasBothEnds(fields)) return setError(t('msg.bothEnds'));
    if (!mapReady) return setError(t('msg.mapNotReady'));
    const mine = ++attempt.current;
    // Step 2 is the route found: a place not found keeps the traveller at step 1.
    setStep(1);
    setFinding(true);
    setRoute(null);
    setAttractions(null);
    try {
      let found: Route;
      try {
        const waypoints = stopsOf(fields).map((text) => ({ text }));
        const answer = await client.query({
          query: FindRouteDocument,
          variables: {
            input: {
              from: { text: fields.from.trim() },
              to: { text: fields.to.trim() },
              ...(waypoints.length ? { waypoints } : {}),
            },
          },
        });
        if (!answer.data) throw answer.error ?? new Error('no route');
        found = answer.data.route;
      } catch (failure) {
        if (mine !== attempt.current) return;
        const { message, place, suggestion } = routeFailure(failure, fields, t);
        setError(message);
        if (place !== null && suggestion) setFix({ suggestion, use: () => applySuggestion(place, suggestion) });
        return;
      }
      if (mine !== attempt.current) return;
      setStep(2);
      setRoute(found);
      try {
        const path = found.geometry.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
        const answer = await client.query({ query: AttractionsAlongRouteDocument, variables: { input: { path } } });
        if (!answer.data) throw answer.error ?? new Error('no attractions');
        if (mine === attempt.current) setAttractions(answer.data.attractionsAlongRoute);
      } catch {
        if (mine === attempt.current) setError(t('msg.attractionsFailed'));
      }
    } finally {
      if (mine === attempt.current) setFinding(false);
    }
  }

  /** The trip as the fields give it, with the places the traveller picked, written in the page's language. */
  const planInput = (values: PlannerFields): PlanTripInput => ({
    start: values.from.trim(),
    end: values.to.trim(),
    days: Number(values.days),
    people: Number(values.travelers),
    budget: Number(values.budget),
    notes: values.notes.trim(),
    customPlaces: picked.map((p) => p.name),
    stops: stopsOf(values),
    traveller: { residency: values.residency as Residency, childAges: childAgesOf(values.childAges) ?? [] },
    language: PLAN_LANGUAGE[locale],
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.comfort ? { comfort: values.comfort as Comfort } : {}),
  });

  const generatePlan = async () => {
    setError(null);
    if (!route || !attractions) return setError(t('msg.findFirst'));
    if (!validPlanFields(fields)) return setError(t('msg.fillAll'));
    const mine = ++attempt.current;
    setStep(3);
    try {
      const { data } = await planTrip({ variables: { input: planInput(fields) } });
      if (mine !== attempt.current) return;
      if (!data || data.planTrip.plan.dayPlans.length === 0) return setError(t('msg.planFailed'));
      focusNext.current = 'result';
      setResult(data.planTrip);
    } catch (failure) {
      if (mine === attempt.current) setError(planErrorMessage(failure, t));
    }
  };

  /**
   * An over-budget plan's choice, planned again from the same fields: fewer days or a higher budget at the plan's
   * level, or a cheaper level, over the plan's days as they are now (a night added is kept). The form keeps the
   * choice, so Start Over and a later plan begin from it.
   */
  const chooseBudget = async (choice: BudgetChoice) => {
    if (!result) return;
    const days = String(choice.kind === 'FEWER_DAYS' ? choice.days : result.plan.days);
    const chosen: PlannerFields = {
      ...form.values,
      days,
      comfort: choice.comfort,
      ...(choice.kind === 'HIGHER_BUDGET' ? { budget: String(choice.budget) } : {}),
    };
    form.setValue('days', chosen.days);
    form.setValue('comfort', chosen.comfort);
    form.setValue('budget', chosen.budget);
    const mine = ++attempt.current;
    try {
      const { data } = await planTrip({ variables: { input: planInput(chosen) } });
      if (mine !== attempt.current) return;
      if (!data || data.planTrip.plan.dayPlans.length === 0) throw new Error('no plan');
      focusNext.current = 'result';
      setResult(data.planTrip);
    } catch (failure) {
      if (mine === attempt.current)
        toast({ title: t('page.error'), description: planErrorMessage(failure, t), type: 'error' });
    }
  };

  /** Answers whether the plan is saved now: Share saves first, since only a saved plan can be shared. */
  const savePlan = async (): Promise<boolean> => {
    if (!result) return false;
    try {
      const { data } = await saveTripPlan({ variables: { id: result.id } });
      if (!data) throw new Error('not saved');
      setResult((current) =>
        current && current.id === data.saveTripPlan.id
          ? { ...current, title: data.saveTripPlan.title, savedAt: data.saveTripPlan.savedAt }
          : current,
      );
      toast({ title: t('page.savedTitle'), description: t('page.savedDescription'), type: 'success' });
      return true;
    } catch {
      toast({ title: t('page.error'), description: t('page.saveFailed'), type: 'error' });
      return false;
    }
  };

  // Spec §4: back to step 1 with the fields, route, attractions, plan and errors cleared.
  const startOver = () => {
    attempt.current += 1;
    focusNext.current = 'form';
    form.reset(emptyFields());
    setStep(1);
    setFinding(false);
    setRoute(null);
    setAttractions(null);
    setPicked([]);
    setResult(null);
    setError(null);
    setFix(null);
  };

  const pick = (place: PickedPlace, on: boolean) =>
    setPicked((current) =>
      on
        ? current.some((p) => p.id === place.id) || current.length >= MAX_PICKED
          ? current
          : [...current, place]
        : current.filter((p) => p.id !== place.id),
    );
  const pickedIds = useMemo(() => new Set(picked.map((p) => p.id)), [picked]);

  const shown = useMemo(() => attractions?.slice(0, ATTRACTIONS_SHOWN) ?? [], [attractions]);
  const attractionMarkers: MapStop[] = useMemo(
    () => shown.map((a, i) => ({ label: String(i + 1), name: a.name, lat: a.lat, lng: a.lng })),
    [shown],
  );

  return (
    <Box bg="bg.subtle" minH="full">
      <title>{t('page.title')}</title>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4" className="tm-no-print">
          {t('page.heading')}
        </Heading>
        <Progress.Root
          value={PROGRESS[step]}
          max={100}
          mb={{ base: 6, md: 8 }}
          colorPalette="teal"
          aria-label={t('page.progress')}
          className="tm-no-print"
        >
          <Flex justify="space-between" mb="1">
            <Progress.Label fontSize="sm" color="fg.muted">
              {t('page.step', { step: String(step) })}
            </Progress.Label>
            <Progress.ValueText fontSize="sm" color="fg.muted" />
          </Flex>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>

        {result ? (
          <PlanWorkspace
            // A new plan opens at the whole trip, with nothing folded.
            key={result.id}
            result={result}
            currency={config?.me.preferences.currency ?? null}
            mapSettings={config?.mapConfig ?? null}
            mapFailed={configError != null}
            headingRef={resultHeading}
            onBudgetChoice={(choice) => void chooseBudget(choice)}
            replanning={planning}
            actions={
              <>
                <Button
                  colorPalette="teal"
                  flex={{ sm: '1' }}
                  onClick={() => void savePlan()}
                  loading={saving}
                  loadingText={t('page.saving')}
                  disabled={result.savedAt != null}
                >
                  {result.savedAt != null ? t('page.saved') : t('page.save')}
                </Button>
                <ShareButton planId={result.id} saveFirst={result.savedAt == null ? savePlan : undefined} />
                <Button variant="outline" colorPalette="teal" flex={{ sm: '1' }} onClick={startOver}>
                  {t('page.startOver')}
                </Button>
              </>
            }
          />
        ) : (
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }}
            gap={{ base: 6, lg: 8 }}
            alignItems="start"
          >
            <Box bg="bg" rounded="xl" shadow="sm" p={{ base: 4, md: 6 }}>
              <PlannerForm
                form={form}
                error={error}
                fix={fix}
                canFind={hasBothEnds(fields) && mapReady && !finding && !planning}
                finding={finding}
                planning={planning}
                onGeneratePlan={generatePlan}
                fromRef={fromInput}
                places={
                  attractions ? (
                    <YourPlaces
                      picked={picked}
                      onAdd={(p) => pick(p, true)}
                      onRemove={(id) => pick({ id, name: '' }, false)}
                    />
                  ) : null
                }
              />
            </Box>

            <JourneyMapPanel
              settings={config?.mapConfig ?? null}
              failed={configError != null}
              route={route}
              attractions={attractionMarkers}
              onReady={onMapReady}
            >
              {attractions ? (
                <AttractionsList
                  attractions={shown}
                  picked={pickedIds}
                  full={picked.length >= MAX_PICKED}
                  onToggle={(a, on) => pick({ id: a.id, name: a.name }, on)}
                />
              ) : null}
            </JourneyMapPanel>
          </Grid>
        )}
      </Container>
    </Box>
  );
}

import { Box, Button, Flex, Grid } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import type { Currency, PlanResult_ResultFragment } from '../../gql/graphql';
import { useShowPlanInView } from '../../lib/plan-in-view';
import type { MapSettings } from './map/JourneyMap';
import { JourneyMapPanel } from './map/JourneyMapPanel';
import { planShapes } from './map/plan-shapes';
import { formatList } from '../../lib/format';
import { useI18n, type Locale } from '../../lib/i18n/i18n';
import { PlanLanguageNotice } from './edit/EditBar';
import { usePlanEdits, type PlanEditor } from './edit/use-plan-edits';
import type { BudgetChoice } from './result/OverBudget';
import { PlanResult, type PlanResultView } from './result/PlanResult';
import './plan-print.css';
import './plan-workspace.css';
import { usePlannerT, type PlannerT } from './i18n';

type Plan = PlanResult_ResultFragment['plan'];

/** The line above the map: the whole trip, or the day being read. */
export function mapSummary(plan: Plan, day: number | null, t: PlannerT, locale: Locale = 'en'): string {
  const picked = day === null ? null : plan.dayPlans.find((d) => d.day === day);
  if (picked) return t('workspace.dayTitle', { day: String(picked.day), title: picked.title });
  // The whole trip's line, around the server's place names.
  const bases = plan.bases.map((b) => b.place.name);
  const trip = t('workspace.summary', { from: plan.start.name, to: plan.end.name, count: plan.days });
  return bases.length > 0 ? `${trip}${t('workspace.sleeping', { places: formatList(bases, locale) })}` : trip;
}

type PlanWorkspaceViewProps = {
  readonly result: PlanResultView;
  /** Changes the plan from its timeline; null where it is only read (a shared link). */
  readonly editor: PlanEditor | null;
  readonly currency: Currency | null;
  /** Null while the map settings load. */
  readonly mapSettings: MapSettings | null;
  readonly mapFailed: boolean;
  /** The page's own buttons (Save, Start Over); "Print or save as PDF" is added after them. */
  readonly actions?: ReactNode;
  readonly headingRef?: Ref<HTMLHeadingElement>;
  /** Plans the trip again with a choice that fits an over-budget plan into its budget (the planner, which has the trip's input). */
  readonly onBudgetChoice?: ((choice: BudgetChoice) => void) | null;
  readonly replanning?: boolean;
};

type PlanWorkspaceProps = Omit<PlanWorkspaceViewProps, 'result' | 'editor'> & {
  readonly result: PlanResult_ResultFragment;
};

/**
 * The traveller's own plan (fresh or saved), editable: edits come back from the server as the whole plan, recomputed.
 * The travel bot is told which plan is on the screen, at which version, and changes it through the same editor.
 */
export function PlanWorkspace({ result, ...props }: PlanWorkspaceProps) {
  const { shown, editor } = usePlanEdits(result);
  const { submit } = editor;
  useShowPlanInView(
    useMemo(() => ({ id: shown.id, version: shown.version, apply: submit }), [shown.id, shown.version, submit]),
  );
  return (
    <>
      <PlanLanguageNotice language={shown.language} editor={editor} />
      <PlanWorkspaceView result={shown} editor={editor} {...props} />
    </>
  );
}

const noop = () => {};
/** On a desktop the map stays in view beside the timeline, short enough to stay above the travel bot's button. */
const DESKTOP_MAP_HEIGHT = 'min(560px, calc(100dvh - 20rem))';
/** The smallest map a phone's map view shows. */
const PHONE_MAP_MIN = 280;

/**
 * The map's height in a phone's map view: from where the map starts down to the bar at the bottom of the screen, so
 * the whole map, its pins and its credits are in view at once. Null where the bar is not shown (a desktop's width).
 */
function usePhoneMapHeight(
  view: 'plan' | 'map',
  mapPanel: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (view !== 'map') return;
    const measure = () => {
      const map = mapPanel.current?.querySelector<HTMLElement>('[data-testid="journey-map"]');
      const barBox = bar.current;
      // A fixed bar has no offsetParent: it is shown when it has a box.
      if (!map || !barBox || barBox.getClientRects().length === 0) return setHeight(null);
      const top = map.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(PHONE_MAP_MIN, Math.floor(window.innerHeight - top - barBox.offsetHeight - 8)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [view, mapPanel, bar]);
  return height;
}

/**
 * A plan to live with: the timeline is the page, where stops are dragged, moved by keyboard, added and removed, and
 * nights added or taken away (each change recomputed by the server, with undo and redo), and the map beside it shows
 * the plan being read (the day picked in the timeline is highlighted and fitted). On a phone the map is a view of its
 * own, switched by a button that stays at the bottom of the screen, so there is never a second scrolling area inside
 * the page. Prints as a document.
 */
export function PlanWorkspaceView({
  result,
  editor,
  currency,
  mapSettings,
  mapFailed,
  actions,
  headingRef,
  onBudgetChoice = null,
  replanning = false,
}: PlanWorkspaceViewProps) {
  const { plan } = result;
  const [day, setDay] = useState<number | null>(null);
  const t = usePlannerT();
  const { locale } = useI18n();
  const [view, setView] = useState<'plan' | 'map'>('plan');
  const shapes = useMemo(() => planShapes(plan), [plan]);
  // The map and the page's buttons take the same objects while what they show is the same: an edit, or the page
  // being busy with one, does not draw them again.
  const summary = mapSummary(plan, day, t, locale);
  const mapPlan = useMemo(() => ({ shapes, summary, day }), [shapes, summary, day]);
  const allActions = useMemo(
    () => (
      <>
        {actions}
        <Button variant="outline" flex={{ sm: '1' }} onClick={() => window.print()}>
          {t('workspace.print')}
        </Button>
      </>
    ),
    [actions, t],
  );

  // Printed, the map shows the whole trip.
  useEffect(() => {
    const whole = () => setDay(null);
    window.addEventListener('beforeprint', whole);
    return () => window.removeEventListener('beforeprint', whole);
  }, []);

  const mapPanel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const phoneMapHeight = usePhoneMapHeight(view, mapPanel, bar);
  const mapHeight = useMemo(
    () => ({ base: phoneMapHeight === null ? 'calc(100dvh - 16rem)' : `${phoneMapHeight}px`, lg: DESKTOP_MAP_HEIGHT }),
    [phoneMapHeight],
  );

  const show = (next: 'plan' | 'map') => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}
        gap={{ base: 6, lg: 8 }}
        alignItems="start"
        className="tm-workspace"
      >
        <Box
          bg="bg"
          rounded="xl"
          shadow="sm"
          p={{ base: 4, md: 6 }}
          display={{ base: view === 'plan' ? 'block' : 'none', lg: 'block' }}
          className="tm-workspace-plan"
        >
          <PlanResult
            result={result}
            currency={currency}
            headingRef={headingRef}
            day={day}
            onPickDay={setDay}
            editor={editor}
            actions={allActions}
            onBudgetChoice={onBudgetChoice}
            replanning={replanning}
          />
        </Box>
        <Box
          ref={mapPanel}
          position={{ lg: 'sticky' }}
          top={{ lg: '20' }}
          display={{ base: view === 'map' ? 'block' : 'none', lg: 'block' }}
          className="tm-workspace-map"
        >
          <JourneyMapPanel
            settings={mapSettings}
            failed={mapFailed}
            plan={mapPlan}
            onReady={noop}
            mapHeight={mapHeight}
          />
        </Box>
      </Grid>
      {/* A bar of its own along the bottom of a phone's screen, which the page ends above (plan-workspace.css). */}
      <Flex
        ref={bar}
        hideFrom="lg"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        shadow="md"
        px="4"
        pt="2"
        pb="max(0.5rem, env(safe-area-inset-bottom))"
        justify="center"
        className="tm-no-print"
        data-testid="plan-view-bar"
      >
        <Button
          rounded="full"
          colorPalette="teal"
          size="sm"
          minW="36"
          onClick={() => show(view === 'plan' ? 'map' : 'plan')}
          data-testid="plan-view-toggle"
        >
          {view === 'plan' ? t('workspace.showMap') : t('workspace.showPlan')}
        </Button>
      </Flex>
    </>
  );
}

import { Box, Button, Grid } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
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

type PlanWorkspaceProps = Omit<PlanWorkspaceViewProps, 'result' | 'editor'> & { readonly result: PlanResult_ResultFragment };

/**
 * The traveller's own plan (fresh or saved), editable: edits come back from the server as the whole plan, recomputed.
 * The travel bot is told which plan is on the screen, at which version, and changes it through the same editor.
 */
export function PlanWorkspace({ result, ...props }: PlanWorkspaceProps) {
  const { shown, editor } = usePlanEdits(result);
  const { submit } = editor;
  useShowPlanInView(useMemo(() => ({ id: shown.id, version: shown.version, apply: submit }), [shown.id, shown.version, submit]));
  return (
    <>
      <PlanLanguageNotice language={shown.language} editor={editor} />
      <PlanWorkspaceView result={shown} editor={editor} {...props} />
    </>
  );
}

const noop = () => {};
const MAP_HEIGHT = { base: 'calc(100dvh - 16rem)', lg: 'min(560px, calc(100vh - 14rem))' };

/**
 * A plan to live with: the timeline is the page, where stops are dragged, moved by keyboard, added and removed, and
 * nights added or taken away (each change recomputed by the server, with undo and redo), and the map beside it shows
 * the plan being read (the day picked in the timeline is highlighted and fitted). On a phone the map is a view of its
 * own, switched by a button that stays at the bottom of the screen, so there is never a second scrolling area inside
 * the page. Prints as a document.
 */
export function PlanWorkspaceView({ result, editor, currency, mapSettings, mapFailed, actions, headingRef, onBudgetChoice = null, replanning = false }: PlanWorkspaceViewProps) {
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

  const show = (next: 'plan' | 'map') => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap={{ base: 6, lg: 8 }} alignItems="start" className="tm-workspace">
        <Box bg="bg" rounded="xl" shadow="sm" p={{ base: 4, md: 6 }} display={{ base: view === 'plan' ? 'block' : 'none', lg: 'block' }} className="tm-workspace-plan">
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
        <Box position={{ lg: 'sticky' }} top={{ lg: '20' }} display={{ base: view === 'map' ? 'block' : 'none', lg: 'block' }} className="tm-workspace-map">
          <JourneyMapPanel settings={mapSettings} failed={mapFailed} plan={mapPlan} onReady={noop} mapHeight={MAP_HEIGHT} />
        </Box>
      </Grid>
      <Button
        hideFrom="lg"
        position="fixed"
        bottom="4"
        left="50%"
        transform="translateX(-50%)"
        zIndex="sticky"
        rounded="full"
        shadow="lg"
        colorPalette="teal"
        onClick={() => show(view === 'plan' ? 'map' : 'plan')}
        className="tm-no-print"
        data-testid="plan-view-toggle"
      >
        {view === 'plan' ? t('workspace.showMap') : t('workspace.showPlan')}
      </Button>
    </>
  );
}

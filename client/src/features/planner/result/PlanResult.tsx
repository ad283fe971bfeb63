import { Alert, Badge, Box, Button, Flex, Heading, List, Tabs, Text } from '@chakra-ui/react';
import { memo, useState, type ReactNode, type Ref } from 'react';
import type { Currency, PlanResult_PlanFragment, PlanSource } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import type { PlanEditor } from '../edit/use-plan-edits';
import { BudgetTab } from './BudgetTab';
import { OverBudget, type BudgetChoice } from './OverBudget';
import { DayPlansTab } from './DayPlansTab';
import { PlacesTab } from './PlacesTab';
import { TipsTab } from './TipsTab';
import { interestLabel } from './labels';
import { useI18n, useScriptFontsFor } from '../../../lib/i18n/i18n';
import { plannerEnglish, usePlannerT, type PlannerT } from '../i18n';

/** Spec §4: the result's tabs, Day Plans first. */
export const PLAN_TABS = [
  { value: 'itinerary', label: 'tabs.itinerary' },
  { value: 'places', label: 'tabs.places' },
  { value: 'budget', label: 'tabs.budget' },
  { value: 'tips', label: 'tabs.tips' },
] as const;

const SOURCE_KEYS = {
  BUILT_IN: 'source.builtIn',
  GEMINI: 'source.gemini',
  OPENAI: 'source.openai',
} as const satisfies Record<PlanSource, string>;

/** Notices shown before "Show all". */
const NOTICES_SHOWN = 3;
/** More places left out than this are named in one notice; the Places tab gives each one's reason. */
const LEFT_OUT_LISTED = 2;

type Plan = PlanResult_PlanFragment;

/** A plan with its title and, when known, who wrote its prose: a saved or fresh plan says, a shared one does not. */
export type PlanResultView = { readonly title: string; readonly source: PlanSource | null; readonly plan: Plan };

/**
 * The plan's notices as the traveller reads them. One the summary already says (the budget falling short) is not
 * repeated. Beyond two places on the traveller's list left out, their notices become one line naming them, and the
 * Places tab keeps each reason.
 */
export function noticesOf(
  plan: Pick<Plan, 'notices' | 'summary' | 'customPlaces'>,
  t: PlannerT = plannerEnglish,
): string[] {
  const leftOut = plan.customPlaces.filter((outcome) => !outcome.included).map((outcome) => outcome.requested);
  const notices = plan.notices.filter((notice) => !plan.summary.includes(notice));
  const aboutLeftOut = (notice: string) => leftOut.some((name) => notice.startsWith(`${name}: `));
  const named = notices.filter(aboutLeftOut);
  if (named.length <= LEFT_OUT_LISTED) return notices;
  const names = leftOut.filter((name) => named.some((notice) => notice.startsWith(`${name}: `)));
  return [
    ...notices.filter((notice) => !aboutLeftOut(notice)),
    t('notices.leftOut', { count: names.length, names: names.join(', ') }),
  ];
}

type PlanResultProps = {
  readonly result: PlanResultView;
  /** The account's preferred currency, for the approximate total; null while unknown. */
  readonly currency: Currency | null;
  /** Buttons under the summary (Save and Start Over in the planner). */
  readonly actions?: ReactNode;
  /** The heading, focusable, so the planner can move focus to the result when it replaces the form. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  /** The day being read, shared with the map; null for the whole trip. */
  readonly day: number | null;
  readonly onPickDay: (day: number | null) => void;
  /** Changes the plan from its timeline; null where it is read-only. */
  readonly editor?: PlanEditor | null;
  /** Plans the trip again with a choice that fits the budget; null where the page cannot (the choices are listed). */
  readonly onBudgetChoice?: ((choice: BudgetChoice) => void) | null;
  /** A budget choice is being planned. */
  readonly replanning?: boolean;
};

/**
 * A generated or saved plan: its summary and notices, then Day Plans, Places, Budget and Travel Tips (spec §2). The
 * tabs are read as part of the page, not in a box that scrolls inside it (DESIGN §6).
 */
export function PlanResult({
  result,
  currency,
  actions,
  headingRef,
  day,
  onPickDay,
  editor = null,
  onBudgetChoice = null,
  replanning = false,
}: PlanResultProps) {
  const { plan } = result;
  const t = usePlannerT();
  // A plan keeps the language it was written in: a Sinhala or Tamil one read in another interface needs its script's fonts.
  useScriptFontsFor(plan.summary);
  return (
    <Box as="section" aria-labelledby="plan-result-title" data-testid="plan-result">
      <PlanSummary
        title={result.title}
        source={result.source}
        days={plan.days}
        people={plan.people}
        startDate={plan.startDate}
        interests={plan.interests}
        summary={plan.summary}
        notices={plan.notices}
        customPlaces={plan.customPlaces}
        headingRef={headingRef}
      />
      <OverBudget budget={plan.budget} onChoose={onBudgetChoice} busy={replanning} />
      {actions ? (
        <Flex gap="3" mt="4" direction={{ base: 'column', sm: 'row' }} wrap="wrap" className="tm-no-print">
          {actions}
        </Flex>
      ) : null}

      <Tabs.Root
        defaultValue="itinerary"
        mt="5"
        colorPalette="teal"
        size="sm"
        variant="line"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('result.sections')} overflowX="auto" className="tm-no-print">
          {PLAN_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} px={{ base: '1.5', sm: '3' }} whiteSpace="nowrap">
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PLAN_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} minH="240px" data-testid={`plan-tab-${tab.value}`}>
            {tab.value === 'itinerary' ? (
              <DayPlansTab plan={plan} day={day} onPickDay={onPickDay} editor={editor} />
            ) : null}
            {tab.value === 'places' ? <PlacesTab plan={plan} /> : null}
            {tab.value === 'budget' ? (
              <BudgetTab budget={plan.budget} people={plan.people} currency={currency} />
            ) : null}
            {tab.value === 'tips' ? <TipsTab tips={plan.tips} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

type PlanSummaryProps = Pick<
  Plan,
  'days' | 'people' | 'startDate' | 'interests' | 'summary' | 'notices' | 'customPlaces'
> & {
  readonly title: string;
  readonly source: PlanSource | null;
  readonly headingRef?: Ref<HTMLHeadingElement> | undefined;
};

/** The plan's title, facts, interests, summary and notices; drawn again only when one of them changes (not on every edit). */
const PlanSummary = memo(function PlanSummary({
  title,
  source,
  days,
  people,
  startDate,
  interests,
  summary,
  notices: planNotices,
  customPlaces,
  headingRef,
}: PlanSummaryProps) {
  const t = usePlannerT();
  const notices = noticesOf({ notices: planNotices, summary, customPlaces }, t);
  const { locale } = useI18n();
  const facts = [
    t('result.days', { count: days }),
    t('result.travelers', { count: people }),
    startDate ? t('result.fromDate', { date: formatDate(startDate, locale) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Heading as="h2" id="plan-result-title" size="lg" tabIndex={-1} ref={headingRef} outline="none">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {facts}.{source ? ` ${t(SOURCE_KEYS[source])}.` : ''}
      </Text>
      {interests.length > 0 ? (
        <Flex gap="1" wrap="wrap" mt="2" aria-label={t('result.interests')}>
          {interests.map((interest) => (
            <Badge key={interest} size="sm" variant="outline">
              {interestLabel(t, interest)}
            </Badge>
          ))}
        </Flex>
      ) : null}
      <Text mt="3" data-testid="plan-summary">
        {summary}
      </Text>
      {notices.length > 0 ? <Notices notices={notices} /> : null}
    </>
  );
});

function Notices({ notices }: { notices: readonly string[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? notices : notices.slice(0, NOTICES_SHOWN);
  const t = usePlannerT();
  return (
    <Alert.Root status="warning" mt="3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('result.goodToKnow')}</Alert.Title>
        <Alert.Description>
          <List.Root gap="1" ps="4" fontSize="sm" data-testid="plan-notices">
            {shown.map((notice) => (
              <List.Item key={notice}>{notice}</List.Item>
            ))}
          </List.Root>
          {notices.length > NOTICES_SHOWN ? (
            <Button
              variant="plain"
              size="xs"
              px="0"
              mt="1"
              textDecoration="underline"
              onClick={() => setAll(!all)}
              aria-expanded={all}
            >
              {all ? t('result.showFewer') : t('result.showAll', { count: String(notices.length) })}
            </Button>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

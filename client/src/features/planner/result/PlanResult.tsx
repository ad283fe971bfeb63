import { Alert, Badge, Box, Button, Flex, Heading, List, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode, type Ref } from 'react';
import type { Currency, PlanResult_ResultFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { BudgetTab } from './BudgetTab';
import { DayPlansTab } from './DayPlansTab';
import { plural, SOURCE_LABELS } from './labels';
import { PlacesTab } from './PlacesTab';
import { TipsTab } from './TipsTab';

/** Spec §4: the result's tabs, Day Plans first. */
export const PLAN_TABS = [
  { value: 'itinerary', label: 'Day Plans' },
  { value: 'places', label: 'Places' },
  { value: 'budget', label: 'Budget' },
  { value: 'tips', label: 'Travel Tips' },
] as const;

/** Notices shown before "Show all". */
const NOTICES_SHOWN = 3;
/** More places left out than this are named in one notice; the Places tab gives each one's reason. */
const LEFT_OUT_LISTED = 2;

type Plan = PlanResult_ResultFragment['plan'];

/**
 * The plan's notices as the traveller reads them. One the summary already says (the budget falling short) is not
 * repeated. Beyond two places on the traveller's list left out, their notices become one line naming them, and the
 * Places tab keeps each reason.
 */
export function noticesOf(plan: Pick<Plan, 'notices' | 'summary' | 'customPlaces'>): string[] {
  const leftOut = plan.customPlaces.filter((outcome) => !outcome.included).map((outcome) => outcome.requested);
  const notices = plan.notices.filter((notice) => !plan.summary.includes(notice));
  const aboutLeftOut = (notice: string) => leftOut.some((name) => notice.startsWith(`${name}: `));
  const named = notices.filter(aboutLeftOut);
  if (named.length <= LEFT_OUT_LISTED) return notices;
  const names = leftOut.filter((name) => named.some((notice) => notice.startsWith(`${name}: `)));
  return [...notices.filter((notice) => !aboutLeftOut(notice)), `${plural(names.length, 'place')} on your list did not fit this plan: ${names.join(', ')}. The Places tab says why.`];
}

type PlanResultProps = {
  readonly result: PlanResult_ResultFragment;
  /** The account's preferred currency, for the approximate total; null while unknown. */
  readonly currency: Currency | null;
  /** Buttons under the summary (Save and Start Over in the planner). */
  readonly actions?: ReactNode;
  /** The heading, focusable, so the planner can move focus to the result when it replaces the form. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
};

/** A generated or saved plan: its summary and notices, then Day Plans, Places, Budget and Travel Tips (spec §2). */
export function PlanResult({ result, currency, actions, headingRef }: PlanResultProps) {
  const { plan } = result;
  const notices = noticesOf(plan);
  const facts = [plural(plan.days, 'day'), plural(plan.people, 'traveler'), plan.startDate ? `from ${formatDate(plan.startDate)}` : null].filter(Boolean).join(' · ');
  return (
    <Box as="section" aria-labelledby="plan-result-title" data-testid="plan-result">
      <Heading as="h2" id="plan-result-title" size="lg" tabIndex={-1} ref={headingRef} outline="none">
        {result.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {facts}. {SOURCE_LABELS[result.source]}.
      </Text>
      {plan.interests.length > 0 ? (
        <Flex gap="1" wrap="wrap" mt="2" aria-label="Interests">
          {plan.interests.map((interest) => (
            <Badge key={interest} size="sm" variant="outline" textTransform="capitalize">
              {interest.toLowerCase()}
            </Badge>
          ))}
        </Flex>
      ) : null}
      <Text mt="3" data-testid="plan-summary">
        {plan.summary}
      </Text>
      {notices.length > 0 ? <Notices notices={notices} /> : null}
      {actions ? (
        <Flex gap="3" mt="4" direction={{ base: 'column', sm: 'row' }}>
          {actions}
        </Flex>
      ) : null}

      <Tabs.Root defaultValue="itinerary" mt="5" colorPalette="teal" size="sm" variant="line" fitted lazyMount unmountOnExit>
        <Tabs.List aria-label="Plan sections" overflowX="auto">
          {PLAN_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} px={{ base: '1.5', sm: '3' }} whiteSpace="nowrap">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PLAN_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} minH="240px" maxH="420px" overflowY="auto" pe="2" data-testid={`plan-tab-${tab.value}`}>
            {tab.value === 'itinerary' ? <DayPlansTab plan={plan} /> : null}
            {tab.value === 'places' ? <PlacesTab plan={plan} /> : null}
            {tab.value === 'budget' ? <BudgetTab budget={plan.budget} people={plan.people} currency={currency} /> : null}
            {tab.value === 'tips' ? <TipsTab tips={plan.tips} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

function Notices({ notices }: { notices: readonly string[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? notices : notices.slice(0, NOTICES_SHOWN);
  return (
    <Alert.Root status="warning" mt="3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Good to know</Alert.Title>
        <Alert.Description>
          <List.Root gap="1" ps="4" fontSize="sm" data-testid="plan-notices">
            {shown.map((notice) => (
              <List.Item key={notice}>{notice}</List.Item>
            ))}
          </List.Root>
          {notices.length > NOTICES_SHOWN ? (
            <Button variant="plain" size="xs" px="0" mt="1" textDecoration="underline" onClick={() => setAll(!all)} aria-expanded={all}>
              {all ? 'Show fewer' : `Show all ${notices.length} notes`}
            </Button>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

import { Alert, Box, Button, List, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import type { Comfort, PlanResult_PlanFragment } from '../../../gql/graphql';
import { formatLkr } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePlannerT } from '../i18n';
import { COMFORT_LABELS, COMFORT_LEVELS } from './labels';

type Budget = PlanResult_PlanFragment['budget'];

/** What the traveller can choose to bring an over-budget plan within the budget; each re-plans the trip. */
export type BudgetChoice =
  | { readonly kind: 'FEWER_DAYS'; readonly days: number; readonly comfort: Comfort }
  | { readonly kind: 'CHEAPER'; readonly comfort: Comfort }
  | { readonly kind: 'HIGHER_BUDGET'; readonly budget: number; readonly comfort: Comfort };

/** The choices an over-budget plan offers, each with its price: fewer days, each cheaper level, a higher budget. */
export function budgetChoices(
  budget: Pick<Budget, 'comfort' | 'totalLkr' | 'overByLkr' | 'fitsInDays' | 'fitsInDaysTotalLkr' | 'options'>,
): { choice: BudgetChoice; priceLkr: number }[] {
  if (budget.overByLkr <= 0) return [];
  const { comfort } = budget;
  const fewer =
    budget.fitsInDays != null && budget.fitsInDaysTotalLkr != null
      ? [
          {
            choice: { kind: 'FEWER_DAYS', days: budget.fitsInDays, comfort } as const,
            priceLkr: budget.fitsInDaysTotalLkr,
          },
        ]
      : [];
  // The levels below the plan's, the nearest first.
  const cheaper = budget.options
    .filter((option) => COMFORT_LEVELS.indexOf(option.comfort) < COMFORT_LEVELS.indexOf(comfort))
    .sort((a, b) => COMFORT_LEVELS.indexOf(b.comfort) - COMFORT_LEVELS.indexOf(a.comfort))
    .map((option) => ({ choice: { kind: 'CHEAPER', comfort: option.comfort } as const, priceLkr: option.totalLkr }));
  return [
    ...fewer,
    ...cheaper,
    { choice: { kind: 'HIGHER_BUDGET', budget: budget.totalLkr, comfort }, priceLkr: budget.totalLkr },
  ];
}

type OverBudgetProps = {
  readonly budget: Budget;
  /** Plans the trip again with the choice; null where the page cannot (the choices are then only listed). */
  readonly onChoose: ((choice: BudgetChoice) => void) | null;
  /** A choice is being planned. */
  readonly busy?: boolean;
};

/**
 * How far over the budget a plan is, at the level the traveller kept, and what would bring it within: fewer days, a
 * cheaper level or a higher budget, each with its price (issue 28: comfort is never dropped without a word).
 */
export const OverBudget = memo(function OverBudget({ budget, onChoose, busy = false }: OverBudgetProps) {
  const t = usePlannerT();
  const { locale } = useI18n();
  const choices = budgetChoices(budget);
  if (choices.length === 0) return null;
  const level = t(COMFORT_LABELS[budget.comfort].label);
  const label = ({ choice, priceLkr }: (typeof choices)[number]) => {
    const amount = formatLkr(priceLkr, locale);
    if (choice.kind === 'FEWER_DAYS') return t('over.fewerDays', { count: choice.days, level, amount });
    if (choice.kind === 'CHEAPER') return t('over.cheaper', { level: t(COMFORT_LABELS[choice.comfort].label), amount });
    return t('over.raise', { amount });
  };
  return (
    <Alert.Root status="warning" mt="3" alignItems="flex-start" data-testid="over-budget" className="tm-no-print">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title data-testid="over-budget-title">
          {t('over.title', { amount: formatLkr(budget.overByLkr, locale) })}
        </Alert.Title>
        <Alert.Description>
          <Box fontSize="sm">
            {t('over.text', {
              level,
              total: formatLkr(budget.totalLkr, locale),
              budget: formatLkr(budget.requestedLkr, locale),
            })}
          </Box>
          {onChoose ? (
            <Stack
              direction={{ base: 'column', md: 'row' }}
              wrap="wrap"
              gap="2"
              mt="2"
              role="group"
              aria-label={t('over.choices')}
            >
              {choices.map((option) => (
                <Button
                  key={`${option.choice.kind}-${option.choice.comfort}`}
                  size="sm"
                  variant="outline"
                  colorPalette="teal"
                  whiteSpace="normal"
                  h="auto"
                  minH="8"
                  py="1.5"
                  textAlign="start"
                  disabled={busy}
                  onClick={() => onChoose(option.choice)}
                >
                  {label(option)}
                </Button>
              ))}
            </Stack>
          ) : (
            <List.Root ps="4" mt="1" fontSize="sm">
              {choices.map((option) => (
                <List.Item key={`${option.choice.kind}-${option.choice.comfort}`}>{label(option)}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
});

import { Badge, Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Currency, PlanResult_ResultFragment } from '../../../gql/graphql';
import { formatLkr } from '../../../lib/format';
import { BudgetChart } from './BudgetChart';
import { approximate } from './currency';
import { BUDGET_CATEGORIES, COMFORT_LABELS } from './labels';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePlannerT } from '../i18n';

type Budget = PlanResult_ResultFragment['plan']['budget'];
type Line = Budget['lines'][number];

/** The lines by the day they fall on, in day order; trip-wide lines (the buffer) last. */
function linesByDay(lines: readonly Line[]): { day: number | null; lines: Line[]; amountLkr: number }[] {
  const days = [...new Set(lines.map((line) => line.day))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return days.map((day) => {
    const ofDay = lines.filter((line) => line.day === day);
    return { day, lines: ofDay, amountLkr: ofDay.reduce((sum, line) => sum + line.amountLkr, 0) };
  });
}

/** Where a line's entry fee comes from: its year, "about" for a weak or old source, the page, and a report of a wrong price naming the fee's row. */
function FeeSource({ fee }: { fee: NonNullable<Line['fee']> }) {
  const t = usePlannerT();
  const words = { year: String(fee.year), publisher: fee.publisher ?? '', date: fee.sourceDate ?? '' };
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" data-testid="budget-fee-source">
      {fee.sourceUrl ? (
        <Link href={fee.sourceUrl} target="_blank" rel="noopener noreferrer" textDecoration="underline">
          {t(fee.about ? 'budget.feeSourceAbout' : 'budget.feeSource', words)}
        </Link>
      ) : (
        t('budget.feeNoSource')
      )}
      {' · '}
      <Link asChild textDecoration="underline">
        <RouterLink to={`/feedback?fee=${encodeURIComponent(fee.rowId)}`}>{t('budget.reportPrice')}</RouterLink>
      </Link>
    </Text>
  );
}

export function BudgetTab({ budget, people, currency }: { budget: Budget; people: number; currency: Currency | null }) {
  const t = usePlannerT();
  const { locale } = useI18n();
  const inCurrency = currency ? approximate(budget.totalLkr, currency, budget.exchangeRates, locale) : null;
  return (
    <Stack gap="6">
      <Box>
        <SimpleGrid columns={2} gap="3">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('budget.total')}
            </Text>
            <Text fontSize="xl" fontWeight="bold" data-testid="budget-total">
              {formatLkr(budget.totalLkr, locale)}
            </Text>
            {inCurrency ? (
              <Text fontSize="sm" color="fg.muted" data-testid="budget-approximate">
                {t('budget.about', {
                  amount: inCurrency.amount,
                  rate: inCurrency.rate,
                  currency: inCurrency.currency,
                  asOf: inCurrency.asOf,
                })}
              </Text>
            ) : null}
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('budget.perPerson')}
              {people > 1 ? t('budget.withTravelers', { count: String(people) }) : ''}
            </Text>
            <Text fontSize="xl" fontWeight="bold" data-testid="budget-per-person">
              {formatLkr(budget.perPersonLkr, locale)}
            </Text>
          </Box>
        </SimpleGrid>
        <Flex gap="2" align="center" wrap="wrap" mt="3">
          <Badge colorPalette={budget.withinBudget ? 'green' : 'red'} size="md">
            {budget.withinBudget ? t('budget.within') : t('budget.over')}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('budget.yours', { amount: formatLkr(budget.requestedLkr, locale) })}
          </Text>
        </Flex>
        <Text fontSize="sm" mt="2" data-testid="budget-summary">
          {budget.summary}
        </Text>
        {budget.unknownFees.length > 0 ? (
          <Text fontSize="sm" mt="2" color="orange.700" data-testid="budget-unknown-fees">
            {t('budget.unknownFees', { names: budget.unknownFees.join(', ') })}
          </Text>
        ) : null}
      </Box>

      <Box as="section" aria-labelledby="budget-chart-title">
        <Heading as="h3" id="budget-chart-title" size="sm" mb="2">
          {t('budget.byCategory')}
        </Heading>
        <BudgetChart totals={budget.totals} totalLkr={budget.totalLkr} />
      </Box>

      <Box as="section" aria-labelledby="budget-options-title">
        <Heading as="h3" id="budget-options-title" size="sm" mb="2">
          {t('budget.comfortLevels')}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none" data-testid="budget-options">
          {budget.options.map((option) => (
            <Flex
              as="li"
              key={option.comfort}
              justify="space-between"
              gap="3"
              fontSize="sm"
              p="2"
              rounded="md"
              bg={option.comfort === budget.comfort ? 'brand.subtle' : undefined}
            >
              <Box>
                <Text fontWeight="semibold">
                  {t(COMFORT_LABELS[option.comfort].label)}
                  {option.comfort === budget.comfort ? t('budget.thisPlan') : ''}
                </Text>
                <Text color="fg.muted">{t(COMFORT_LABELS[option.comfort].what)}</Text>
              </Box>
              <Box textAlign="end" flexShrink={0}>
                <Text fontWeight="semibold">{formatLkr(option.totalLkr, locale)}</Text>
                <Text color={option.withinBudget ? 'green.700' : 'fg.muted'}>
                  {option.withinBudget ? t('budget.withinShort') : t('budget.overShort')}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="budget-lines-title">
        <Heading as="h3" id="budget-lines-title" size="sm" mb="2">
          {t('budget.dayByDay')}
        </Heading>
        <Stack gap="4" data-testid="budget-lines">
          {linesByDay(budget.lines).map((group) => (
            <Box key={group.day ?? 'trip'} fontSize="sm">
              <Flex justify="space-between" fontWeight="semibold" borderBottomWidth="1px" pb="1" mb="1">
                <Text>{group.day != null ? t('places.day', { day: String(group.day) }) : t('days.wholeTrip')}</Text>
                <Text>{formatLkr(group.amountLkr, locale)}</Text>
              </Flex>
              <Stack as="ul" gap="1" listStyleType="none">
                {group.lines.map((line, i) => (
                  <Flex as="li" key={i} justify="space-between" gap="3">
                    <Text>
                      <Text as="span" color="fg.muted">
                        {t(BUDGET_CATEGORIES[line.category].label)}:
                      </Text>{' '}
                      {line.label}
                      {line.fee ? <FeeSource fee={line.fee} /> : null}
                    </Text>
                    <Text flexShrink={0} color={line.priceKnown ? undefined : 'orange.700'}>
                      {line.priceKnown
                        ? formatLkr(line.amountLkr, locale)
                        : line.amountLkr > 0
                          ? t('budget.plusUnknown', { amount: formatLkr(line.amountLkr, locale) })
                          : t('budget.unknown')}
                    </Text>
                  </Flex>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {t('budget.indicative', { year: String(budget.ratesYear) })}
      </Text>
    </Stack>
  );
}

import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { BudgetCategory } from '../../../gql/graphql';
import { formatLkr, formatNumber } from '../../../lib/format';
import { BUDGET_CATEGORIES } from './labels';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePlannerT } from '../i18n';

type Total = { readonly category: BudgetCategory; readonly amountLkr: number };

// Drawn in pixels (Chromium raises any font under 6 units, so a small viewBox would blow the text up). Each circle
// has pathLength 100, so a segment's dash length is its percentage.
const SIZE = 140;
const CENTRE = SIZE / 2;
const RADIUS = 52;
const STROKE = 20;

/**
 * The budget by category: a donut drawn in SVG beside a legend that labels every value in text. The drawing is one
 * image to screen readers, named with the same figures; the legend reads as a list.
 */
export function BudgetChart({ totals, totalLkr }: { totals: readonly Total[]; totalLkr: number }) {
  const t = usePlannerT();
  const { locale } = useI18n();
  const rows = (Object.keys(BUDGET_CATEGORIES) as BudgetCategory[]).flatMap((category) =>
    totals.filter((t) => t.category === category),
  );
  const share = (amount: number) => (totalLkr > 0 ? (amount / totalLkr) * 100 : 0);
  const described = rows
    .map(
      (row) =>
        `${t(BUDGET_CATEGORIES[row.category].label)} ${formatLkr(row.amountLkr, locale)} (${Math.round(share(row.amountLkr))}%)`,
    )
    .join(', ');
  let start = 0;
  const segments = rows
    .filter((row) => row.amountLkr > 0)
    .map((row) => {
      const length = share(row.amountLkr);
      // Dashes start at 3 o'clock; a quarter turn back starts the first at 12 and runs clockwise.
      const segment = { category: row.category, length, offset: 25 - start };
      start += length;
      return segment;
    });

  return (
    <Flex as="figure" gap="5" align="center" wrap="wrap" data-testid="budget-chart">
      <Box flexShrink={0} boxSize={`${SIZE}px`}>
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          width={SIZE}
          height={SIZE}
          role="img"
          aria-label={t('chart.described', { described })}
        >
          <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" stroke="#e5e7eb" strokeWidth={STROKE} />
          {segments.map((segment) => (
            <circle
              key={segment.category}
              cx={CENTRE}
              cy={CENTRE}
              r={RADIUS}
              pathLength={100}
              fill="none"
              stroke={BUDGET_CATEGORIES[segment.category].colour}
              strokeWidth={STROKE}
              strokeDasharray={`${segment.length} ${100 - segment.length}`}
              strokeDashoffset={segment.offset}
            />
          ))}
          <text x={CENTRE} y={CENTRE - 4} textAnchor="middle" fontSize="11" fill="#4b5563">
            {t('chart.totalLkr')}
          </text>
          <text x={CENTRE} y={CENTRE + 12} textAnchor="middle" fontSize="15" fontWeight="bold" fill="#111827">
            {formatNumber(totalLkr, locale)}
          </text>
        </svg>
      </Box>
      <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" flex="1" minW="180px" aria-label={t('chart.list')}>
        {rows.map((row) => (
          <Flex as="li" key={row.category} gap="2" align="center">
            <Box
              boxSize="3"
              rounded="sm"
              flexShrink={0}
              style={{ background: BUDGET_CATEGORIES[row.category].colour }}
              aria-hidden="true"
            />
            <Text flex="1">{t(BUDGET_CATEGORIES[row.category].label)}</Text>
            <Text fontVariantNumeric="tabular-nums">{formatLkr(row.amountLkr, locale)}</Text>
            <Text color="fg.muted" w="10" textAlign="end" fontVariantNumeric="tabular-nums">
              {Math.round(share(row.amountLkr))}%
            </Text>
          </Flex>
        ))}
      </Stack>
    </Flex>
  );
}

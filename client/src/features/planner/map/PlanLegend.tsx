import { Box, Flex, Text } from '@chakra-ui/react';
import type { TravelMode } from '../../../gql/graphql';
import { MODE_LABELS } from '../result/labels';
import { usePlannerT } from '../i18n';
import { MODE_STYLES } from './plan-shapes';

function LineSample({ mode }: { mode: TravelMode }) {
  const style = MODE_STYLES[mode];
  return (
    <svg width="28" height="10" aria-hidden="true">
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        stroke={style.colour}
        strokeWidth={style.weight}
        strokeLinecap={style.dash ? 'round' : 'butt'}
        strokeDasharray={style.dash?.map((d) => d * style.weight).join(' ')}
      />
    </svg>
  );
}

function Dot({ colour, label }: { colour: string; label: string }) {
  return (
    <Flex
      boxSize="5"
      rounded="full"
      bg={colour}
      color="white"
      align="center"
      justify="center"
      fontSize="2xs"
      fontWeight="semibold"
      borderWidth="2px"
      borderColor="white"
      shadow="xs"
      aria-hidden="true"
    >
      {label}
    </Flex>
  );
}

/** The key to the plan's map: bases, stops and the ways of travel the plan uses. */
export function PlanLegend({ modes }: { modes: readonly TravelMode[] }) {
  const t = usePlannerT();
  return (
    <Box
      as="ul"
      aria-label={t('legend.label')}
      listStyleType="none"
      display="flex"
      flexWrap="wrap"
      columnGap="4"
      rowGap="1"
      fontSize="xs"
      color="fg.muted"
      mt="2"
      data-testid="plan-legend"
    >
      <Flex as="li" align="center" gap="1.5">
        <Dot colour="#0f766e" label="1" />
        <Text>{t('legend.bases')}</Text>
      </Flex>
      <Flex as="li" align="center" gap="1.5">
        <Dot colour="#c2410c" label="A" />
        <Text>{t('legend.stops')}</Text>
      </Flex>
      {modes.map((mode) => (
        <Flex as="li" key={mode} align="center" gap="1.5">
          <LineSample mode={mode} />
          <Text>{t(MODE_LABELS[mode])}</Text>
        </Flex>
      ))}
    </Box>
  );
}

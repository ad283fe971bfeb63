import { Box, Heading, List, Stack } from '@chakra-ui/react';
import type { PlanResult_ResultFragment, TipCategory } from '../../../gql/graphql';
import { usePlannerT } from '../i18n';

/** Travel Tips groups, in the order a traveller needs them, with their headings' catalogue keys. */
const TIP_CATEGORIES = {
  SEASON: 'tips.season',
  TRANSPORT: 'tips.transport',
  MONEY: 'tips.money',
  ETIQUETTE: 'tips.etiquette',
  HEALTH: 'tips.health',
  SAFETY: 'tips.safety',
} as const satisfies Record<TipCategory, string>;

type Tip = PlanResult_ResultFragment['plan']['tips'][number];

/** The plan's tips under their categories, in TIP_CATEGORIES' order. */
export function TipsTab({ tips }: { tips: readonly Tip[] }) {
  const t = usePlannerT();
  const groups = (Object.keys(TIP_CATEGORIES) as TipCategory[])
    .map((category) => ({ category, texts: tips.filter((tip) => tip.category === category).map((tip) => tip.text) }))
    .filter((group) => group.texts.length > 0);
  return (
    <Stack gap="5">
      {groups.map(({ category, texts }) => (
        <Box as="section" key={category} aria-labelledby={`tips-${category}`}>
          <Heading as="h3" id={`tips-${category}`} size="sm" mb="2">
            {t(TIP_CATEGORIES[category])}
          </Heading>
          <List.Root gap="2" ps="5" fontSize="sm">
            {texts.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}

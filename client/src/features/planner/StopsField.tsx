import { Box, Button, Field, Flex, Stack, Text } from '@chakra-ui/react';
import { PlaceField } from './PlaceField';
import { usePlannerT } from './i18n';

/** At most this many stops between From and To (the server's limit). */
export const MAX_STOPS = 8;

type StopsFieldProps = {
  readonly stops: readonly string[];
  readonly onChange: (stops: string[]) => void;
};

/** Stops and via points between From and To, in order: added, moved and removed; found by the same geocoder as From and To. */
export function StopsField({ stops, onChange }: StopsFieldProps) {
  const set = (i: number, value: string) => onChange(stops.map((s, k) => (k === i ? value : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...stops];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const t = usePlannerT();
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {t('stops.legend')}
      </Text>
      <Stack gap="2" as="ol" listStyleType="none" data-testid="stops">
        {stops.map((stop, i) => (
          <Flex as="li" key={i} gap="2" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Field.Root flex="1" minW="0" flexBasis={{ base: 'full', sm: 'auto' }}>
              <Field.Label fontSize="sm">{t('stops.stop', { n: String(i + 1) })}</Field.Label>
              <PlaceField value={stop} onChange={(value) => set(i, value)} placeholder={t('stops.placeholder')} />
            </Field.Root>
            <Flex gap="1">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => move(i, -1)}
                disabled={i === 0}
                aria-label={t('stops.earlier', { n: String(i + 1) })}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => move(i, 1)}
                disabled={i === stops.length - 1}
                aria-label={t('stops.later', { n: String(i + 1) })}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => onChange(stops.filter((_, k) => k !== i))}
                aria-label={t('stops.removeLabel', { n: String(i + 1) })}
              >
                {t('stops.remove')}
              </Button>
            </Flex>
          </Flex>
        ))}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        mt={stops.length ? 2 : 0}
        onClick={() => onChange([...stops, ''])}
        disabled={stops.length >= MAX_STOPS}
      >
        {t('stops.add')}
      </Button>
    </Box>
  );
}

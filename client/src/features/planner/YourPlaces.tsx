import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { FoundPlaces, useAttractionSearch } from './attraction-search';
import { usePlannerT } from './i18n';

/** At most this many places go with a plan (the server's limit for customPlaces). */
export const MAX_PICKED = 10;

export type PickedPlace = { readonly id: string; readonly name: string };

type YourPlacesProps = {
  readonly picked: readonly PickedPlace[];
  readonly onAdd: (place: PickedPlace) => void;
  readonly onRemove: (id: string) => void;
};

/** "On your list": the places the traveller picked, and "add a place", a search over every attraction. */
export function YourPlaces({ picked, onAdd, onRemove }: YourPlacesProps) {
  const t = usePlannerT();
  const search = useAttractionSearch();
  const pickedIds = new Set(picked.map((p) => p.id));
  const full = picked.length >= MAX_PICKED;

  return (
    <Box as="section" aria-labelledby="your-places-title">
      <Text as="h3" id="your-places-title" fontWeight="medium" fontSize="sm" mb="2">
        {t('places.onYourList')}
      </Text>
      {picked.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('yours.nothing')}
        </Text>
      ) : (
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mb="2" data-testid="picked-places">
          {picked.map((p) => (
            <Flex
              as="li"
              key={p.id}
              align="center"
              gap="1"
              borderWidth="1px"
              rounded="full"
              ps="3"
              pe="1"
              py="0.5"
              fontSize="sm"
              bg="teal.subtle"
            >
              <span>{p.name}</span>
              <Button
                size="2xs"
                variant="ghost"
                rounded="full"
                onClick={() => onRemove(p.id)}
                aria-label={t('yours.remove', { name: p.name })}
              >
                ✕
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
      <Field.Root>
        <Field.Label fontSize="sm">{t('yours.addPlace')}</Field.Label>
        <Input
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          placeholder={t('add.placeholder')}
          autoComplete="off"
          maxLength={100}
          type="search"
        />
        {full ? <Field.HelperText>{t('yours.max', { max: MAX_PICKED })}</Field.HelperText> : null}
      </Field.Root>
      <FoundPlaces
        search={search}
        action={(a) => (
          <Button
            size="xs"
            variant="outline"
            colorPalette="teal"
            disabled={pickedIds.has(a.id) || full}
            onClick={() => onAdd({ id: a.id, name: a.name })}
            aria-label={t('yours.addName', { name: a.name })}
          >
            {pickedIds.has(a.id) ? t('yours.added') : t('add.add')}
          </Button>
        )}
      />
    </Box>
  );
}

import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { FoundPlaces, useAttractionSearch } from './attraction-search';

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
  const search = useAttractionSearch();
  const pickedIds = new Set(picked.map((p) => p.id));
  const full = picked.length >= MAX_PICKED;

  return (
    <Box as="section" aria-labelledby="your-places-title">
      <Text as="h3" id="your-places-title" fontWeight="medium" fontSize="sm" mb="2">
        On your list
      </Text>
      {picked.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          Nothing yet. Tick attractions along your route, add a place below, or name places in your notes.
        </Text>
      ) : (
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mb="2" data-testid="picked-places">
          {picked.map((p) => (
            <Flex as="li" key={p.id} align="center" gap="1" borderWidth="1px" rounded="full" ps="3" pe="1" py="0.5" fontSize="sm" bg="teal.subtle">
              <span>{p.name}</span>
              <Button size="2xs" variant="ghost" rounded="full" onClick={() => onRemove(p.id)} aria-label={`Remove ${p.name} from your list`}>
                ✕
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
      <Field.Root>
        <Field.Label fontSize="sm">Add a place</Field.Label>
        <Input value={search.text} onChange={(e) => search.setText(e.target.value)} placeholder="e.g. Temple of the Tooth" autoComplete="off" maxLength={100} type="search" />
        {full ? <Field.HelperText>You can pick up to {MAX_PICKED} places.</Field.HelperText> : null}
      </Field.Root>
      <FoundPlaces
        search={search}
        action={(a) => (
          <Button size="xs" variant="outline" colorPalette="teal" disabled={pickedIds.has(a.id) || full} onClick={() => onAdd({ id: a.id, name: a.name })} aria-label={`Add ${a.name}`}>
            {pickedIds.has(a.id) ? 'Added' : 'Add'}
          </Button>
        )}
      />
    </Box>
  );
}

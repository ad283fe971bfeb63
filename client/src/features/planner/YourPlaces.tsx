import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { SearchAttractionsDocument } from './queries';

/** At most this many places go with a plan (the server's limit for customPlaces). */
export const MAX_PICKED = 10;
const SEARCH_DELAY_MS = 250;

export type PickedPlace = { readonly id: string; readonly name: string };

type YourPlacesProps = {
  readonly picked: readonly PickedPlace[];
  readonly onAdd: (place: PickedPlace) => void;
  readonly onRemove: (id: string) => void;
};

/** "On your list": the places the traveller picked, and "add a place", a search over every attraction. */
export function YourPlaces({ picked, onAdd, onRemove }: YourPlacesProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error } = useQuery(SearchAttractionsDocument, { variables: { query }, skip: query.length < 2 });
  const pickedIds = new Set(picked.map((p) => p.id));
  const results = query.length < 2 ? [] : (data?.searchAttractions ?? []);
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
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. Temple of the Tooth" autoComplete="off" maxLength={100} type="search" />
        {full ? <Field.HelperText>You can pick up to {MAX_PICKED} places.</Field.HelperText> : null}
      </Field.Root>
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert" mt="1">
          Could not search the places. Please try again.
        </Text>
      ) : null}
      {results.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" mt="2" aria-label="Places found" data-testid="place-results">
          {results.map((a) => (
            <Flex as="li" key={a.id} justify="space-between" align="center" gap="2" fontSize="sm">
              <Text minW="0">
                {a.name}
                {a.nearestTown ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · near {a.nearestTown}
                  </Text>
                ) : null}
              </Text>
              <Button size="xs" variant="outline" colorPalette="teal" disabled={pickedIds.has(a.id) || full} onClick={() => onAdd({ id: a.id, name: a.name })} aria-label={`Add ${a.name}`}>
                {pickedIds.has(a.id) ? 'Added' : 'Add'}
              </Button>
            </Flex>
          ))}
        </Stack>
      ) : query.length >= 2 && data ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          No attraction by that name.
        </Text>
      ) : null}
    </Box>
  );
}

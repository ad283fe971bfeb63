import { useQuery } from '@apollo/client/react';
import { Stack, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { SearchAttractionsQuery } from '../../gql/graphql';
import { usePlannerT } from './i18n';
import { SearchAttractionsDocument } from './queries';

const SEARCH_DELAY_MS = 250;

export type FoundAttraction = SearchAttractionsQuery['searchAttractions'][number];

/**
 * "Add a place": a search over every attraction by name or alias, asked a moment after typing stops. Shared by the
 * planner's list of places and the timeline's "Add a place" of a day.
 */
export function useAttractionSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error } = useQuery(SearchAttractionsDocument, { variables: { query }, skip: query.length < 2 });
  const results: readonly FoundAttraction[] = query.length < 2 ? [] : (data?.searchAttractions ?? []);
  /** A search came back with nothing. */
  const none = query.length >= 2 && data !== undefined && results.length === 0;
  return { text, setText, results, none, failed: error !== undefined };
}

/** What a search found, or why it found nothing; `action` is each place's button (Add, Added …). */
export function FoundPlaces({
  search,
  action,
}: {
  search: ReturnType<typeof useAttractionSearch>;
  action: (place: FoundAttraction) => ReactNode;
}) {
  const t = usePlannerT();
  if (search.failed) {
    return (
      <Text fontSize="sm" color="fg.error" role="alert" mt="1">
        {t('search.failed')}
      </Text>
    );
  }
  if (search.none) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('search.none')}
      </Text>
    );
  }
  if (search.results.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="1" mt="2" aria-label={t('search.found')} data-testid="place-results">
      {search.results.map((a) => (
        <Flex as="li" key={a.id} justify="space-between" align="center" gap="2" fontSize="sm">
          <Text minW="0">
            {a.name}
            {a.nearestTown ? (
              <Text as="span" color="fg.muted">
                {' '}
                · {t('attractions.near', { town: a.nearestTown })}
              </Text>
            ) : null}
          </Text>
          {action(a)}
        </Flex>
      ))}
    </Stack>
  );
}

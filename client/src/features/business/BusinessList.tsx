import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, EmptyState, Field, Flex, Heading, Input, InputGroup, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SearchIcon, StoreIcon } from '../../components/icons';
import type { BusinessCategory } from '../../gql/graphql';
import { BusinessCard } from './BusinessCard';
import { businessCategories, isBusinessCategory } from './categories';
import { BUSINESSES_PAGE_SIZE, BusinessesRouteQueryDocument } from './queries';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DELAY_MS = 300;

export function BusinessList() {
  const [category, setCategory] = useState<BusinessCategory | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const filtering = category !== '' || search !== '';

  const { data, previousData, loading, error, fetchMore, networkStatus } = useQuery(BusinessesRouteQueryDocument, {
    variables: {
      first: BUSINESSES_PAGE_SIZE,
      ...(category ? { category } : {}),
      ...(search ? { search } : {}),
    },
    notifyOnNetworkStatusChange: true,
  });

  // While a new filter loads, the previous results stay (dimmed) instead of flashing away.
  const connection = (data ?? (loading ? previousData : undefined))?.businesses;
  // Spec §8: a failed list fetch silently shows the empty list.
  const edges = error ? [] : (connection?.edges ?? []);
  const firstLoad = loading && !connection;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const pageInfo = error ? undefined : connection?.pageInfo;

  const loadMore = () => {
    if (!pageInfo?.endCursor) return;
    void fetchMore({ variables: { after: pageInfo.endCursor } }).catch(() => {
      // A failed next page leaves the list as it is; the button stays to try again.
    });
  };

  return (
    <Box as="section" aria-labelledby="registered-businesses-heading" minW="0">
      <Heading as="h2" id="registered-businesses-heading" size="xl" mb="4">
        Registered Businesses
      </Heading>

      <Flex gap="3" mb="5" direction={{ base: 'column', sm: 'row' }} role="search" aria-label="Filter businesses">
        <Field.Root flex="1">
          <Field.Label>Search businesses</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Name, address or description"
              bg="bg"
              maxLength={100}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '56' }} flexShrink={0}>
          <Field.Label>Filter by category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={category}
              onChange={(event) => setCategory(isBusinessCategory(event.target.value) ? event.target.value : '')}
              bg="bg"
            >
              <option value="">All categories</option>
              {businessCategories.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <Box aria-busy={loading}>
        {firstLoad ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-label="Loading businesses">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h="44" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : edges.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl" bg="bg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <StoreIcon />
              </EmptyState.Indicator>
              {filtering ? (
                <EmptyState.Title>No businesses match your search.</EmptyState.Title>
              ) : (
                <Stack textAlign="center" gap="1">
                  <EmptyState.Title>No businesses registered yet.</EmptyState.Title>
                  <EmptyState.Description>Be the first to register your business!</EmptyState.Description>
                </Stack>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="5" opacity={loading && !loadingMore ? 0.6 : 1} transition="opacity 0.2s">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {edges.map(({ node }) => (
                <Box as="li" key={node.id} minW="0">
                  <BusinessCard business={node} />
                </Box>
              ))}
            </SimpleGrid>
            {pageInfo?.hasNextPage ? (
              <Button variant="outline" alignSelf="center" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            ) : null}
          </Stack>
        )}
      </Box>
      {edges.length > 0 ? (
        <Text srOnly role="status">
          {`${edges.length} ${edges.length === 1 ? 'business' : 'businesses'} shown`}
        </Text>
      ) : null}
    </Box>
  );
}

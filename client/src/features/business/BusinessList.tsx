import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { SearchIcon, StoreIcon } from '../../components/icons';
import { BusinessCard } from './BusinessCard';
import { districtName, districts, isDistrict } from '../../lib/districts';
import { formatDistanceKm } from '../../lib/format';
import { isBusinessCategory } from '../../lib/listing-labels';
import { useCategoryOptions } from '../../components/i18n';
import { useI18n } from '../../lib/i18n/i18n';
import { useBusinessT } from './i18n';
import { NearPlaceField } from './NearPlaceField';
import { BUSINESSES_PAGE_SIZE, BusinessesRouteQueryDocument } from './queries';
import { useDebouncedValue } from './useDebouncedValue';
import { useDirectorySearch } from './useDirectorySearch';
import { OptionsSelect } from '../../components/OptionsSelect';

const SEARCH_DELAY_MS = 300;

export function BusinessList() {
  // The search lives in the URL (shareable); the words as typed wait a moment before they go there.
  const t = useBusinessT();
  const { locale } = useI18n();
  const categoryOptions = useCategoryOptions();
  const [search, setSearch] = useDirectorySearch();
  const [searchText, setSearchText] = useState(search.query);
  const typed = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (typed !== search.query) setSearch({ query: typed });
    // Only the typed words move the URL here; the other filters move it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const { category, district, near, query } = search;
  const filtering = category !== '' || district !== '' || query !== '' || near !== null;

  const { data, previousData, loading, error, fetchMore, networkStatus } = useQuery(BusinessesRouteQueryDocument, {
    variables: {
      first: BUSINESSES_PAGE_SIZE,
      ...(category ? { category } : {}),
      ...(district ? { district } : {}),
      ...(query ? { query } : {}),
      ...(near ? { near: { lat: near.lat, lng: near.lng, radiusKm: near.radiusKm } } : {}),
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
        {t('list.heading')}
      </Heading>

      <Stack gap="3" mb="5" role="search" aria-label={t('list.filters')}>
        {/* The search on a row of its own and the two filters sharing the next: three in a row cut off their Tamil words. */}
        <Field.Root>
          <Field.Label>{t('list.search')}</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('list.searchPlaceholder')}
              bg="bg"
              maxLength={200}
            />
          </InputGroup>
        </Field.Root>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Field.Root flex="1" minW="0">
            <Field.Label>{t('list.category')}</Field.Label>
            <OptionsSelect
              value={category}
              onChange={(event) =>
                setSearch({ category: isBusinessCategory(event.target.value) ? event.target.value : '' })
              }
              bg="bg"
              options={categoryOptions}
            >
              <option value="">{t('list.allCategories')}</option>
            </OptionsSelect>
          </Field.Root>
          <Field.Root flex="1" minW="0">
            <Field.Label>{t('list.district')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={district}
                onChange={(event) => setSearch({ district: isDistrict(event.target.value) ? event.target.value : '' })}
                bg="bg"
              >
                <option value="">{t('list.allDistricts')}</option>
                {districts.map((name) => (
                  <option key={name} value={name}>
                    {districtName(name, locale)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
        <NearPlaceField near={near} onChange={(point) => setSearch({ near: point })} />
      </Stack>

      <Box aria-busy={loading}>
        {firstLoad ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-label={t('list.loading')}>
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
                <EmptyState.Title>{t('list.noMatch')}</EmptyState.Title>
              ) : (
                <Stack textAlign="center" gap="1">
                  <EmptyState.Title>{t('list.empty')}</EmptyState.Title>
                  <EmptyState.Description>{t('list.beFirst')}</EmptyState.Description>
                </Stack>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="5" opacity={loading && !loadingMore ? 0.6 : 1} transition="opacity 0.2s">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {edges.map(({ node, distanceKm }) => (
                <Box as="li" key={node.id} minW="0">
                  {distanceKm != null ? (
                    <Text fontSize="sm" color="fg.muted" mb="1">
                      {t('list.away', { distance: formatDistanceKm(distanceKm, locale) })}
                    </Text>
                  ) : null}
                  <BusinessCard business={node} />
                </Box>
              ))}
            </SimpleGrid>
            {pageInfo?.hasNextPage ? (
              <Button variant="outline" alignSelf="center" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
              </Button>
            ) : null}
          </Stack>
        )}
      </Box>
      {edges.length > 0 ? (
        <Text srOnly role="status">
          {t('list.shown', { count: edges.length })}
        </Text>
      ) : null}
    </Box>
  );
}

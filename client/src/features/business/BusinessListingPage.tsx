import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { graphql } from '../../gql/gql';
import { BusinessCard } from './BusinessCard';
import { useBusinessT } from './i18n';
import { ManagementCodeNotice } from './ManagementCodeNotice';
import { registeredStateOf, type RegisteredState } from './registered-state';
import { ReportBusinessButton } from './ReportBusinessButton';

const PinMap = lazy(() => import('../../components/map/PinMap'));

export const BusinessListingRouteQueryDocument = graphql(`
  query BusinessListingRouteQuery($id: ID!) {
    business(id: $id) {
      id
      ownedByViewer
      hiddenPendingReview
      ...BusinessForm_business
      ...BusinessPhotos_business
    }
  }
`);

/** /business/:id: one listing, as its card shows it, and where it is on the map. Guides and plans link here. */
export function BusinessListingPage() {
  const t = useBusinessT();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(BusinessListingRouteQueryDocument, { variables: { id } });
  const business = data?.business;
  // Just registered: what was done, said here where the owner lands.
  const registered = registeredStateOf(useLocation().state);

  return (
    <Box bg="bg.subtle" minH="full">
      <title>{business ? `${business.name} · TripMate` : t('listing.title')}</title>
      <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
        <Button asChild variant="plain" px="0" mb="4" color="brand.fg">
          <RouterLink to="/business">{t('edit.back')}</RouterLink>
        </Button>
        {business ? (
          <Stack gap="6">
            {registered ? <Registered registered={registered} /> : null}
            <Text fontSize="sm" color="fg.muted">
              {t('listing.disclaimer')}
            </Text>
            {business.hiddenPendingReview ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('listing.hidden')}</Alert.Title>
                  <Alert.Description>{t('listing.hiddenText')}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <BusinessCard business={business} headingLevel="h1" />
            {business.ownedByViewer ? null : <ReportBusinessButton id={business.id} name={business.name} />}
            {business.location ? (
              <Box as="section" aria-labelledby="where-heading">
                <Heading as="h2" id="where-heading" size="md" mb="3">
                  {t('listing.where')}
                </Heading>
                <Box h={{ base: '64', md: '80' }} rounded="lg" overflow="hidden" borderWidth="1px">
                  <Suspense fallback={<Box h="full" bg="bg.muted" aria-busy="true" />}>
                    <PinMap point={business.location} label={business.name} />
                  </Suspense>
                </Box>
              </Box>
            ) : null}
          </Stack>
        ) : loading ? (
          <Stack gap="4" aria-label={t('edit.loading')}>
            <Skeleton h="10" w="60%" />
            <Skeleton h="64" rounded="2xl" />
          </Stack>
        ) : (
          <Alert.Root status={error ? 'error' : 'warning'}>
            <Alert.Indicator />
            <Alert.Title>{error ? t('edit.loadFailed') : t('edit.notFound')}</Alert.Title>
          </Alert.Root>
        )}
      </Container>
    </Box>
  );
}

/** What a registration did: the listing is in, its photos added (or why not), its pin, and a signed-out owner's code. */
function Registered({ registered }: { registered: RegisteredState }) {
  const t = useBusinessT();
  return (
    <Stack gap="3" role="status">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{registered.message}</Alert.Title>
          {registered.photosAdded > 0 ? (
            <Alert.Description>{t('photos.added', { count: registered.photosAdded })}</Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>
      {registered.photoProblems.length > 0 ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('listing.photosNotAdded')}</Alert.Title>
            {registered.photoProblems.map((problem) => (
              <Alert.Description key={problem}>{problem}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {registered.locationNotice ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{registered.locationNotice}</Alert.Title>
        </Alert.Root>
      ) : null}
      {registered.managementCode ? <ManagementCodeNotice managementCode={registered.managementCode} /> : null}
    </Stack>
  );
}

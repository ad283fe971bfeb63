import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../gql/gql';
import { BusinessCard } from './BusinessCard';
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
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(BusinessListingRouteQueryDocument, { variables: { id } });
  const business = data?.business;

  return (
    <Box bg="bg.subtle" minH="full">
      <title>{business ? `${business.name} · TripMate` : 'Business · TripMate'}</title>
      <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
        <Button asChild variant="plain" px="0" mb="4" color="brand.fg">
          <RouterLink to="/business">← Business Directory</RouterLink>
        </Button>
        {business ? (
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">
              A directory listing: its owner wrote it. TripMate does not check or endorse it.
            </Text>
            {business.hiddenPendingReview ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Hidden pending review</Alert.Title>
                  <Alert.Description>Several people reported this listing, so it is hidden from the directory, guides and plans until we review it.</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <BusinessCard business={business} headingLevel="h1" />
            {business.ownedByViewer ? null : <ReportBusinessButton id={business.id} name={business.name} />}
            {business.location ? (
              <Box as="section" aria-labelledby="where-heading">
                <Heading as="h2" id="where-heading" size="md" mb="3">
                  Where it is
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
          <Stack gap="4" aria-label="Loading the business">
            <Skeleton h="10" w="60%" />
            <Skeleton h="64" rounded="2xl" />
          </Stack>
        ) : (
          <Alert.Root status={error ? 'error' : 'warning'}>
            <Alert.Indicator />
            <Alert.Title>{error ? 'Could not load the business. Please try again.' : 'Business not found.'}</Alert.Title>
          </Alert.Root>
        )}
      </Container>
    </Box>
  );
}

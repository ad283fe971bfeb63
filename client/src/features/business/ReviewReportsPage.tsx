import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Container, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverErrorsOf, serverMessageOf } from '../../components/server-errors';
import { toast } from '../../components/toast';
import type { ReviewReportsRouteQueryQuery } from '../../gql/graphql';
import { ReissueCodeCard } from './ReissueCodeCard';
import { reportReasonLabel } from './report-reasons';
import { ReviewReportsRouteQueryDocument } from './review-queries';
import { useReviewBusinessReports } from './useReviewBusinessReports';

type ReportedListing = ReviewReportsRouteQueryQuery['reportedBusinesses'][number];

const reportedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * /admin/reports: listings people reported, each with Restore and Remove, and a new code for a listing whose code was
 * lost. The server lets admins only read or act.
 */
export function ReviewReportsPage() {
  const { data, loading, error } = useQuery(ReviewReportsRouteQueryDocument, { fetchPolicy: 'cache-and-network' });
  const { review, reviewing } = useReviewBusinessReports();
  const [removing, setRemoving] = useState<ReportedListing['business'] | null>(null);
  const listings = data?.reportedBusinesses ?? [];

  const restore = async (business: ReportedListing['business']) => {
    try {
      toast({ title: 'Listing restored', description: (await review(business.id, 'RESTORE')) || `${business.name} is shown again.`, type: 'success' });
    } catch (failure) {
      toast({ title: 'Error', description: serverMessageOf(failure) ?? 'Could not restore the listing. Please try again.', type: 'error' });
    }
  };

  const forbidden = serverErrorsOf(error).find((found) => found.code === 'FORBIDDEN');

  return (
    <Container maxW="4xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <title>Reported Listings · TripMate</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        Reported Listings
      </Heading>
      <Text color="fg.muted" mb="6">
        Listings people reported, those hidden pending review first. Restore shows a listing again and closes its reports; Remove takes it out of the directory.
      </Text>
      {forbidden ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{forbidden.message}</Alert.Title>
        </Alert.Root>
      ) : loading && !data ? (
        <Skeleton h="32" rounded="xl" aria-label="Loading the reported listings" />
      ) : error && !data ? (
        <Text role="alert" color="fg.error">
          Could not load the reported listings. Please try again.
        </Text>
      ) : listings.length === 0 ? (
        <Text color="fg.muted">No reported listings. Nothing waits for review.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4">
          {listings.map(({ business, reportCount, reporterCount, reports }) => (
            <Box as="li" key={business.id}>
              <Card.Root as="article" variant="outline" aria-labelledby={`reported-${business.id}`}>
                <Card.Body gap="3">
                  <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
                    <Heading as="h2" id={`reported-${business.id}`} size="md" overflowWrap="anywhere" minW="0">
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/business/${business.id}`}>{business.name}</RouterLink>
                      </Link>
                    </Heading>
                    <Badge colorPalette={business.hiddenPendingReview ? 'red' : 'gray'} variant="subtle">
                      {business.hiddenPendingReview ? 'Hidden pending review' : 'Shown'}
                    </Badge>
                  </Flex>
                  <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                    {business.address}
                  </Text>
                  <Text fontSize="sm">{`${plural(reportCount, 'report', 'reports')} from ${plural(reporterCount, 'person', 'people')}`}</Text>
                  <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
                    {reports.map((report) => (
                      <Box as="li" key={report.id} borderLeftWidth="3px" pl="3">
                        <Text fontWeight="medium">{reportReasonLabel(report.reason)}</Text>
                        {report.detail ? (
                          <Text whiteSpace="pre-line" overflowWrap="anywhere">
                            {report.detail}
                          </Text>
                        ) : null}
                        <Text color="fg.muted">{`${reportedAt.format(new Date(report.createdAt))} · ${report.fromAccount ? 'from an account' : 'from a visitor'}`}</Text>
                      </Box>
                    ))}
                  </Stack>
                </Card.Body>
                <Card.Footer gap="2" justifyContent="flex-end">
                  <Button size="sm" variant="outline" disabled={reviewing} onClick={() => void restore(business)} aria-label={`Restore ${business.name}`}>
                    Restore
                  </Button>
                  <Button size="sm" colorPalette="red" disabled={reviewing} onClick={() => setRemoving(business)} aria-label={`Remove ${business.name}`}>
                    Remove
                  </Button>
                </Card.Footer>
              </Card.Root>
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this listing?"
        body={removing ? `${removing.name} will be removed from the directory, with its photos. This cannot be undone.` : null}
        confirm="Remove"
        loading={reviewing}
        onConfirm={async () => {
          if (removing) await review(removing.id, 'REMOVE');
        }}
        done="Listing removed"
        doneDescription={removing ? `${removing.name} was removed from the directory.` : undefined}
        failed={(failure) => serverMessageOf(failure) ?? 'Could not remove the listing. Please try again.'}
        onClose={() => setRemoving(null)}
      />
      {/* Only once the server has said this is an admin: not to everyone while the queue loads. */}
      {data && !forbidden ? <ReissueCodeCard /> : null}
      <Button asChild variant="plain" px="0" mt="6" color="brand.fg">
        <RouterLink to="/dashboard">← Dashboard</RouterLink>
      </Button>
    </Container>
  );
}

import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverErrorsOf, serverMessageOf } from '../../components/server-errors';
import { toast } from '../../components/toast';
import type { ReviewReportsRouteQueryQuery } from '../../gql/graphql';
import { ReissueCodeCard } from './ReissueCodeCard';
import { formatDateTime } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useBusinessT } from './i18n';
import { ReviewReportsRouteQueryDocument } from './review-queries';
import { useReviewBusinessReports } from './useReviewBusinessReports';

type ReportedListing = ReviewReportsRouteQueryQuery['reportedBusinesses'][number];

/**
 * /admin/reports: listings people reported, each with Restore and Remove, and a new code for a listing whose code was
 * lost. The server lets admins only read or act.
 */
export function ReviewReportsPage() {
  const t = useBusinessT();
  const { locale } = useI18n();
  const { data, loading, error } = useQuery(ReviewReportsRouteQueryDocument, { fetchPolicy: 'cache-and-network' });
  const { review, reviewing } = useReviewBusinessReports();
  const [removing, setRemoving] = useState<ReportedListing['business'] | null>(null);
  const listings = data?.reportedBusinesses ?? [];

  const restore = async (business: ReportedListing['business']) => {
    try {
      toast({
        title: t('review.restored'),
        description: (await review(business.id, 'RESTORE')) || t('review.restoredText', { name: business.name }),
        type: 'success',
      });
    } catch (failure) {
      toast({ title: t('error'), description: serverMessageOf(failure) ?? t('review.restoreFailed'), type: 'error' });
    }
  };

  const forbidden = serverErrorsOf(error).find((found) => found.code === 'FORBIDDEN');

  return (
    <Container maxW="4xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <title>{t('review.title')}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {t('review.heading')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('review.intro')}
      </Text>
      {forbidden ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{forbidden.message}</Alert.Title>
        </Alert.Root>
      ) : loading && !data ? (
        <Skeleton h="32" rounded="xl" aria-label={t('review.loading')} />
      ) : error && !data ? (
        <Text role="alert" color="fg.error">
          {t('review.failed')}
        </Text>
      ) : listings.length === 0 ? (
        <Text color="fg.muted">{t('review.none')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4">
          {listings.map(({ business, reportCount, reporterCount, reviewRequestedAt, reports }) => (
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
                      {business.hiddenPendingReview ? t('listing.hidden') : t('review.shown')}
                    </Badge>
                  </Flex>
                  <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                    {business.address}
                  </Text>
                  <Text fontSize="sm">{t('review.counts', { reports: reportCount, people: reporterCount })}</Text>
                  {reviewRequestedAt ? (
                    <Text fontSize="sm" fontWeight="medium">
                      {t('review.ownerAsked', { date: formatDateTime(reviewRequestedAt, locale) })}
                    </Text>
                  ) : null}
                  <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
                    {reports.map((report) => (
                      <Box as="li" key={report.id} borderLeftWidth="3px" pl="3">
                        <Text fontWeight="medium">{t(`reason.${report.reason}`)}</Text>
                        {report.detail ? (
                          <Text whiteSpace="pre-line" overflowWrap="anywhere">
                            {report.detail}
                          </Text>
                        ) : null}
                        <Text color="fg.muted">{`${formatDateTime(report.createdAt, locale)} · ${report.fromAccount ? t('review.fromAccount') : t('review.fromVisitor')}`}</Text>
                      </Box>
                    ))}
                  </Stack>
                </Card.Body>
                <Card.Footer gap="2" justifyContent="flex-end">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={reviewing}
                    onClick={() => void restore(business)}
                    aria-label={t('review.restoreLabel', { name: business.name })}
                  >
                    {t('review.restore')}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="red"
                    disabled={reviewing}
                    onClick={() => setRemoving(business)}
                    aria-label={t('review.removeLabel', { name: business.name })}
                  >
                    {t('review.remove')}
                  </Button>
                </Card.Footer>
              </Card.Root>
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('review.removeTitle')}
        body={removing ? t('review.removeBody', { name: removing.name }) : null}
        confirm={t('review.remove')}
        loading={reviewing}
        onConfirm={async () => {
          if (removing) await review(removing.id, 'REMOVE');
        }}
        done={t('review.removed')}
        doneDescription={removing ? t('review.removedText', { name: removing.name }) : undefined}
        failed={(failure) => serverMessageOf(failure) ?? t('review.removeFailed')}
        onClose={() => setRemoving(null)}
      />
      {/* Only once the server has said this is an admin: not to everyone while the queue loads. */}
      {data && !forbidden ? <ReissueCodeCard /> : null}
      <Button asChild variant="plain" px="0" mt="6" color="brand.fg">
        <RouterLink to="/dashboard">{t('review.dashboard')}</RouterLink>
      </Button>
    </Container>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardListSection } from '../../components/CardListSection';
import { StopSharingDialog } from '../../components/ConfirmDialog';
import { CopyLinkField } from '../../components/CopyLinkField';
import type { DashboardRouteQueryQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { DashboardRouteQueryDocument, StopSharingPlanDocument } from './documents';
import { useTripsT } from './i18n';
import { useI18n } from '../../lib/i18n/i18n';

type Share = DashboardRouteQueryQuery['mySharedTripPlans'][number];

/** The plans the traveller shares, newest first: each link to copy, or to stop. */
export function SharedPlans({ shares }: { shares: readonly Share[] }) {
  const [pending, setPending] = useState<Share | null>(null);
  const t = useTripsT();
  const { locale } = useI18n();
  const [stopSharing, { loading }] = useMutation(StopSharingPlanDocument, {
    refetchQueries: [DashboardRouteQueryDocument],
    awaitRefetchQueries: true,
  });

  return (
    <>
      <CardListSection
        id="shared-plans-heading"
        heading={t('shared.heading')}
        empty={t('shared.empty')}
        items={shares}
        keyOf={(share) => share.planId}
      >
        {(share) => (
          <Card.Root as="article" variant="outline" h="full">
            <Card.Body gap="3">
              <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
                <Heading as="h3" size="md">
                  <RouterLink to={`/plans/${share.planId}`}>{share.title}</RouterLink>
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t('shared.sharedOn', { date: formatDate(share.createdAt, locale) })}
                </Text>
              </Flex>
              <CopyLinkField url={share.url} name={share.title} />
            </Card.Body>
            <Card.Footer>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => setPending(share)}
                aria-label={t('shared.stopLabel', { title: share.title })}
              >
                {t('shared.stop')}
              </Button>
            </Card.Footer>
          </Card.Root>
        )}
      </CardListSection>
      <StopSharingDialog
        open={pending !== null}
        title={pending?.title ?? null}
        loading={loading}
        onConfirm={async () => {
          if (pending) await stopSharing({ variables: { id: pending.planId } });
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}

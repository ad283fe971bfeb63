import { Box, Button, Text } from '@chakra-ui/react';
import { serverMessageOf } from '../../components/server-errors';
import { toast } from '../../components/toast';
import type { MyBusinessesQueryQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useBusinessT } from './i18n';
import { useRequestBusinessReview } from './useRequestBusinessReview';

type Listing = Pick<MyBusinessesQueryQuery['myBusinesses'][number], 'id' | 'name' | 'pendingReview'>;

/**
 * Under an owner's hidden listing on the dashboard: why it is hidden (its open reports by reason), and "Ask for review",
 * or when they asked.
 */
export function PendingReviewNotice({ business }: { business: Listing }) {
  const t = useBusinessT();
  const { locale } = useI18n();
  const { requestReview, requesting } = useRequestBusinessReview();
  const pending = business.pendingReview;
  if (!pending) return null;

  const ask = async () => {
    try {
      toast({ title: t('mine.reviewAsked'), description: await requestReview(business.id), type: 'success' });
    } catch (failure) {
      toast({ title: t('error'), description: serverMessageOf(failure) ?? t('mine.askReviewFailed'), type: 'error' });
    }
  };

  return (
    <Box fontSize="sm" mt="2">
      <Text>{t('mine.openReports', { count: pending.reportCount })}</Text>
      <Box as="ul" listStyleType="disc" ps="5">
        {pending.reasons.map(({ reason, count }) => (
          <li key={reason}>{t('mine.reasonCount', { reason: t(`reason.${reason}`), count })}</li>
        ))}
      </Box>
      {pending.reviewRequestedAt ? (
        <Text color="fg.muted" mt="2">
          {t('mine.reviewRequested', { date: formatDate(pending.reviewRequestedAt, locale) })}
        </Text>
      ) : (
        <Button
          size="sm"
          variant="outline"
          mt="2"
          loading={requesting}
          onClick={() => void ask()}
          aria-label={t('mine.askReviewLabel', { name: business.name })}
        >
          {t('mine.askReview')}
        </Button>
      )}
    </Box>
  );
}

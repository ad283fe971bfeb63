import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { usePlannerT } from './i18n';
import { isNotFound, PlanPageFrame } from './PlanPageFrame';
import { PlanWorkspace } from './PlanWorkspace';
import { SavedPlanRouteQueryDocument } from './queries';
import { CalendarButton } from './share/CalendarButton';
import { ShareButton } from './share/ShareButton';

type SavedPlanPageProps = {
  /** The session's token, for the calendar file (a download, not a GraphQL call); the app passes it in. */
  readonly token: string | null;
};

/** /plans/:id: a saved plan as a workspace: its timeline, and the map of the day being read. */
export function SavedPlanPage({ token }: SavedPlanPageProps) {
  const t = usePlannerT();
  const { locale } = useI18n();
  const newPlan = { to: '/planner', label: t('saved.newPlan') };
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SavedPlanRouteQueryDocument, { variables: { id } });
  const result = data?.tripPlan ?? null;

  return (
    <PlanPageFrame
      pageTitle={result?.title ?? t('saved.pageTitle')}
      heading={t('saved.heading')}
      subline={result?.savedAt ? t('saved.subline', { date: formatDate(result.savedAt, locale) }) : null}
      aside={
        <Button asChild variant="outline" size="sm" className="tm-no-print">
          <RouterLink to="/dashboard">{t('saved.back')}</RouterLink>
        </Button>
      }
      loading={loading && !data}
      failure={
        result
          ? null
          : isNotFound(error)
            ? { heading: t('saved.notFound'), text: t('saved.notFoundText'), alert: false, link: newPlan }
            : { heading: t('shared.loadFailed'), text: t('saved.tryAgain'), alert: true, link: newPlan }
      }
    >
      {result ? (
        <PlanWorkspace
          result={result}
          currency={data?.me.preferences.currency ?? null}
          mapSettings={data?.mapConfig ?? null}
          mapFailed={false}
          actions={
            <>
              <ShareButton planId={result.id} />
              <CalendarButton
                url={`/api/plans/${encodeURIComponent(result.id)}/calendar.ics`}
                token={token}
                startDate={result.plan.startDate}
              />
            </>
          }
        />
      ) : null}
    </PlanPageFrame>
  );
}

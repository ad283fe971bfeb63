import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { isNotFound, PlanPageFrame } from './PlanPageFrame';
import { PlanWorkspace } from './PlanWorkspace';
import { SavedPlanRouteQueryDocument } from './queries';
import { CalendarButton } from './share/CalendarButton';
import { ShareButton } from './share/ShareButton';

const newPlan = { to: '/planner', label: 'Plan a new trip' };

type SavedPlanPageProps = {
  /** The session's token, for the calendar file (a download, not a GraphQL call); the app passes it in. */
  readonly token: string | null;
};

/** /plans/:id: a saved plan as a workspace: its timeline, and the map of the day being read. */
export function SavedPlanPage({ token }: SavedPlanPageProps) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SavedPlanRouteQueryDocument, { variables: { id } });
  const result = data?.tripPlan ?? null;

  return (
    <PlanPageFrame
      pageTitle={result?.title ?? 'Saved plan'}
      heading="Saved Plan"
      subline={result?.savedAt ? `Saved ${formatDate(result.savedAt)}` : null}
      aside={
        <Button asChild variant="outline" size="sm" className="tm-no-print">
          <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
        </Button>
      }
      loading={loading && !data}
      failure={
        result
          ? null
          : isNotFound(error)
            ? { heading: 'Plan not found', text: 'This plan does not exist in your account. It may have been deleted.', alert: false, link: newPlan }
            : { heading: 'Could not load the plan', text: 'Please try again.', alert: true, link: newPlan }
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
              <CalendarButton url={`/api/plans/${encodeURIComponent(result.id)}/calendar.ics`} token={token} startDate={result.plan.startDate} />
            </>
          }
        />
      ) : null}
    </PlanPageFrame>
  );
}

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ANONYMOUS_CONTEXT } from '../../../lib/api-context';
import { isNotFound, PlanPageFrame } from '../PlanPageFrame';
import { PlanWorkspaceView } from '../PlanWorkspace';
import { CalendarButton } from './CalendarButton';
import { SharedPlanRouteQueryDocument } from './documents';

const ownTrip = { to: '/planner', label: 'Plan your own trip' };

/**
 * /shared/:token: a plan someone shared, open to anyone with the link and read-only: the same timeline and map, with
 * no Save, Start Over or Share, and nothing about who made it. It is asked for without the session's token, so
 * being signed in (or a session that has ended) changes nothing.
 */
export function SharedPlanPage() {
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(SharedPlanRouteQueryDocument, { variables: { token }, context: ANONYMOUS_CONTEXT });
  const shared = data?.sharedTripPlan ?? null;
  const missing = !shared && isNotFound(error);

  return (
    <PlanPageFrame
      pageTitle={shared?.title ?? (missing ? 'Shared plan not found' : 'Shared plan')}
      heading="Shared Plan"
      subline={shared ? 'A trip planned with TripMate, shared with you. It is read-only.' : null}
      loading={loading && !data}
      failure={
        shared
          ? null
          : missing
            ? { heading: 'This plan is not shared', text: 'The link does not open a plan: it may be mistyped, or whoever shared it has stopped sharing it.', alert: false, link: ownTrip }
            : { heading: 'Could not load the plan', text: 'Please try again in a moment.', alert: true, link: ownTrip }
      }
    >
      {shared ? (
        <PlanWorkspaceView
          result={{ title: shared.title, source: null, plan: shared.plan }}
          editor={null}
          currency={null}
          mapSettings={data?.mapConfig ?? null}
          mapFailed={false}
          actions={<CalendarButton url={shared.calendarUrl} startDate={shared.plan.startDate} />}
        />
      ) : null}
    </PlanPageFrame>
  );
}

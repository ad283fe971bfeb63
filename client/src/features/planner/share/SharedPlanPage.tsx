import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ANONYMOUS_CONTEXT } from '../../../lib/api-context';
import { isNotFound, PlanPageFrame } from '../PlanPageFrame';
import { PlanWorkspaceView } from '../PlanWorkspace';
import { usePlannerT } from '../i18n';
import { CalendarButton } from './CalendarButton';
import { SharedPlanRouteQueryDocument } from './documents';

/**
 * /shared/:token: a plan someone shared, open to anyone with the link and read-only: the same timeline and map, with
 * no Save, Start Over or Share, and nothing about who made it. It is asked for without the session's token, so
 * being signed in (or a session that has ended) changes nothing.
 */
export function SharedPlanPage() {
  const t = usePlannerT();
  const ownTrip = { to: '/planner', label: t('shared.ownTrip') };
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(SharedPlanRouteQueryDocument, {
    variables: { token },
    context: ANONYMOUS_CONTEXT,
  });
  const shared = data?.sharedTripPlan ?? null;
  const missing = !shared && isNotFound(error);

  return (
    <PlanPageFrame
      pageTitle={shared?.title ?? (missing ? t('shared.pageTitleNotFound') : t('shared.pageTitle'))}
      heading={t('shared.heading')}
      subline={shared ? t('shared.subline') : null}
      loading={loading && !data}
      failure={
        shared
          ? null
          : missing
            ? { heading: t('shared.notShared'), text: t('shared.notSharedText'), alert: false, link: ownTrip }
            : { heading: t('shared.loadFailed'), text: t('shared.tryInMoment'), alert: true, link: ownTrip }
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

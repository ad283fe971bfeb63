import { PagePlaceholder } from '../../components/PagePlaceholder';

export function PlannerPage() {
  return <PagePlaceholder title="Trip Planner" notice="The day-by-day trip planner arrives in a coming release." />;
}

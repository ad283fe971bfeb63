import { PagePlaceholder } from '../../components/PagePlaceholder';

export function CreateTripPage() {
  return <PagePlaceholder title="Create a New Trip" notice="Creating trips arrives with the trip planner." />;
}

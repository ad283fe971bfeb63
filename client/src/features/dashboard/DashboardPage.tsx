import { PagePlaceholder } from '../../components/PagePlaceholder';

export function DashboardPage() {
  return <PagePlaceholder title="Dashboard" notice="Your saved trips will appear here once trip planning arrives." />;
}

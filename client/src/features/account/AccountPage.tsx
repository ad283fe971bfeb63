import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AccountPage() {
  return <PagePlaceholder title="Profile Settings" notice="Profile settings arrive with TripMate accounts soon." />;
}

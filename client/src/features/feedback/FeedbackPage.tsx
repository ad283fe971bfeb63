import { PagePlaceholder } from '../../components/PagePlaceholder';

export function FeedbackPage() {
  return <PagePlaceholder title="Give Feedback" notice="A feedback form arrives soon; we would love to hear from you." />;
}

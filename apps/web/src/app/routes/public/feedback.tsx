import { FeedbackPage } from '../../../features/feedback/components/feedback-page';

/** /feedback: the feedback form for visitors and members, reached from the footer. */
export function FeedbackRoute() {
  return <FeedbackPage />;
}

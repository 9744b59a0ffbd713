import { ComingSoon } from '../../components/coming-soon';

export default function FeedbackForumPage() {
  return <ComingSoon title="Feedback Forum" />;
}

import { ComingSoon } from '../../components/coming-soon';

export default function ChallengeDetailPage() {
  return <ComingSoon title="Challenge" />;
}

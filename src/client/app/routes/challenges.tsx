import { ComingSoon } from '../../components/coming-soon';

export default function ChallengesPage() {
  return <ComingSoon title="Your Challenges" />;
}

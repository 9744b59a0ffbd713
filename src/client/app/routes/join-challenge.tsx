import { ComingSoon } from '../../components/coming-soon';

export default function JoinChallengePage() {
  return <ComingSoon title="Join a challenge" />;
}

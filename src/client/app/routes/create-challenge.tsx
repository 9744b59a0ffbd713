import { ComingSoon } from '../../components/coming-soon';

export default function CreateChallengePage() {
  return <ComingSoon title="Create a Challenge" />;
}

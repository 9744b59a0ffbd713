import { ComingSoon } from '../../components/coming-soon';

export default function EditChallengePage() {
  return <ComingSoon title="Edit Challenge" />;
}

import { ComingSoon } from '../../components/coming-soon';

export default function JoinGroupPage() {
  return <ComingSoon title="Join a group" />;
}

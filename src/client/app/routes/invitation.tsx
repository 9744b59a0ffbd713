import { ComingSoon } from '../../components/coming-soon';

export default function InvitationPage() {
  return <ComingSoon title="Invitation" />;
}

import { ComingSoon } from '../../components/coming-soon';

export default function GroupsPage() {
  return <ComingSoon title="Groups" />;
}

import { ComingSoon } from '../../components/coming-soon';

export default function GroupDetailPage() {
  return <ComingSoon title="Group" />;
}

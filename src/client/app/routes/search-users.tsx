import { ComingSoon } from '../../components/coming-soon';

export default function SearchUsersPage() {
  return <ComingSoon title="Find Users" />;
}

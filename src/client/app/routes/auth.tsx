import { ComingSoon } from '../../components/coming-soon';

export default function AuthPage() {
  return <ComingSoon title="Sign in" />;
}

import { ComingSoon } from '../../components/coming-soon';

export default function ForumPostPage() {
  return <ComingSoon title="Post" />;
}

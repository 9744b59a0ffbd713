import { ComingSoon } from '../../components/coming-soon';

export default function NewForumPostPage() {
  return <ComingSoon title="New Post" />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BackLink } from '#client/components/back-link';
import { ForumPostForm } from '#client/features/forum/components/forum-post-form';
import { paths } from '#client/lib/paths';

/** /feedback-forum/new (product-rules.md#feedback-forum): a new post, then its page. */
export default function NewForumPostPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <BackLink to={paths.forum()} label={t`Back to Forum`} />
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        <Trans>New Post</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ForumPostForm
          onCreated={(post) => navigate(paths.forumPost(post.id))}
          onCancel={() => navigate(paths.forum())}
        />
      </Paper>
    </Container>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ForumTabs } from '#client/features/forum/components/forum-tabs';
import { forumTabOf } from '#client/features/forum/utils/forum-tab';
import { useProfile } from '#client/features/profile/api/get-profile';
import { AdminConfirmationNotice } from '#client/features/profile/components/admin-confirmation-notice';
import { paths } from '#client/lib/paths';

/**
 * /feedback-forum (product-rules.md#feedback-forum): the posts by tab, the tab kept in the address (?category=) so
 * reload and back keep it. Site administrators find the submitted feedback, moderation and the instance page in
 * Settings → Administration.
 */
export default function FeedbackForumPage() {
  const [params, setParams] = useSearchParams();
  const tab = forumTabOf(params.get('category'));
  const profile = useProfile().data;

  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="md" mb="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            <Trans>Feedback Forum</Trans>
          </Title>
          <Text mt={4}>
            <Trans>Report bugs, suggest features, ask questions, and vote for what matters to you.</Trans>
          </Text>
        </div>
        <Button component={Link} to={paths.newForumPost()} leftSection={<IconPlus size={18} aria-hidden />}>
          <Trans>New Post</Trans>
        </Button>
      </Group>
      <Stack gap="lg">
        {profile?.admin === 'needs-email-confirmation' ? (
          <AdminConfirmationNotice email={profile.email} returnTo={paths.forum()} />
        ) : null}
        <ForumTabs
          tab={tab}
          onTabChange={(value) =>
            setParams(value === 'all' ? {} : { category: value }, { replace: true, preventScrollReset: true })
          }
        />
      </Stack>
    </Container>
  );
}

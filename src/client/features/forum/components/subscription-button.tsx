import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBell, IconBellRingingFilled } from '@tabler/icons-react';
import { showToast } from '#client/lib/toast';
import { useSubscribeToForumPost } from '../api/subscribe-to-forum-post';

/**
 * The notification-subscription toggle of a post (product-rules.md#feedback-forum): pressed while the viewer is told
 * of its new comments and status changes.
 */
export function SubscriptionButton({ postId, isSubscribed }: { postId: string; isSubscribed: boolean }) {
  const { t } = useLingui();
  const subscribe = useSubscribeToForumPost(postId);

  function toggle() {
    subscribe.mutate(!isSubscribed, {
      onSuccess: ({ viewerSubscribed }) =>
        showToast({
          kind: 'success',
          message: viewerSubscribed
            ? t`You will now receive notifications for updates to this post`
            : t`You will no longer receive notifications for this post`,
        }),
      onError: () => showToast({ kind: 'error', message: t`Failed to update notification preference` }),
    });
  }

  return (
    <Button
      // shade 8: white text on it keeps 4.5:1
      variant={isSubscribed ? 'filled' : 'default'}
      color={isSubscribed ? 'blue.8' : undefined}
      aria-pressed={isSubscribed}
      leftSection={
        isSubscribed ? <IconBellRingingFilled size={18} aria-hidden /> : <IconBell size={18} aria-hidden />
      }
      loading={subscribe.isPending}
      onClick={toggle}
    >
      {isSubscribed ? t`Notifications on` : t`Get notifications`}
    </Button>
  );
}

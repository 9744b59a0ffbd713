import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandWechat,
  IconBrandWhatsapp,
  IconMessage,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ChallengeStatus } from '#shared/domain/challenge-status';
import { challengeJoinUrl, shareLinks, shareMessage } from '#shared/challenges/share-message';
import { showToast } from '#client/lib/toast';
import { useCopyText } from '#client/hooks/use-copy-text';
import { CopyLinkField } from '#client/components/copy-link-field';
import { NativeShareButton } from './native-share-button';

export interface ShareableChallenge {
  id: string;
  title: string;
  description: string;
  status: ChallengeStatus;
}

// Sites without a sharer URL: the message is copied for the person to paste (product-rules.md#sharing).
const copyThenOpen = [
  {
    name: 'Instagram',
    icon: IconBrandInstagram,
    toast: msg`Message copied! Paste it in your Instagram post.`,
    url: 'https://www.instagram.com/',
  },
  {
    name: 'TikTok',
    icon: IconBrandTiktok,
    toast: msg`Message copied! Create a TikTok about your challenge.`,
    url: 'https://www.tiktok.com/',
  },
  { name: 'WeChat', icon: IconBrandWechat, toast: msg`Message copied! Share it in WeChat.`, url: null },
] as const;

/**
 * The phone's share sheet where there is one, then copy link, sharer links and copy-the-message buttons for a
 * challenge; none once it is completed.
 */
export function ShareOptions({ challenge }: { challenge: ShareableChallenge }) {
  const { t, i18n } = useLingui();
  const messageCopy = useCopyText();

  if (challenge.status === 'completed') {
    return (
      <Alert color="gray" variant="light">
        <Trans>Challenge Completed - Sharing is no longer available</Trans>
      </Alert>
    );
  }

  const url = challengeJoinUrl(window.location.origin, challenge.id);
  const message = shareMessage(i18n, challenge);
  const links = shareLinks(url, message);

  async function copyMessage(target: (typeof copyThenOpen)[number]) {
    if (!(await messageCopy.copy(`${message} ${url}`))) {
      showToast({ kind: 'error', message: t`Failed to copy link` });
      return;
    }
    showToast({ kind: 'success', message: i18n._(target.toast) });
    if (target.url) window.open(target.url, '_blank', 'noopener,noreferrer');
  }

  return (
    <Stack gap="sm">
      <NativeShareButton content={{ title: challenge.title, text: message, url }} />
      <CopyLinkField
        label={t`Challenge link`}
        url={url}
        copiedTooltip={t`Copied`}
        copiedMessage={t`Link copied to clipboard!`}
      />
      <Text size="sm" fw={500}>
        <Trans>Share on</Trans>
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        <ShareLink href={links.facebook} icon={<IconBrandFacebook size={18} aria-hidden />} name="Facebook" />
        <ShareLink href={links.whatsapp} icon={<IconBrandWhatsapp size={18} aria-hidden />} name="WhatsApp" />
        <ShareLink href={links.sms} icon={<IconMessage size={18} aria-hidden />} name="SMS" />
        {copyThenOpen.map((target) => (
          <Button
            key={target.name}
            variant="default"
            size="sm"
            leftSection={<target.icon size={18} aria-hidden />}
            onClick={() => copyMessage(target)}
          >
            {target.name}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ShareLink({ href, icon, name }: { href: string; icon: ReactNode; name: string }) {
  const { t } = useLingui();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      size="sm"
      leftSection={icon}
      aria-label={t`Share on ${name} (opens in a new tab)`}
    >
      {name}
    </Button>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import {
  INVITE_LINK_DEFAULTS,
  INVITE_LINK_MAX_DAYS,
  INVITE_LINK_MAX_USES,
} from '#shared/instance/instance.schemas';
import type { InviteLink } from '#shared/instance/instance.types';
import { ShownOnceSecret } from '#client/components/shown-once-secret';
import { formatDateTime } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useCreateInviteLink, useRevokeInviteLink } from '../api/invite-links';

function InviteLinkRow({ link }: { link: InviteLink }) {
  const { t } = useLingui();
  const revoke = useRevokeInviteLink();
  const expires = formatDateTime(link.expiresAt);
  const { usesLeft, maxUses } = link;
  const statusLabels: Record<InviteLink['status'], string> = {
    active: t`Active`,
    'used-up': t`Used up`,
    expired: t`Expired`,
    revoked: t`Revoked`,
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="invite-link">
      <div>
        <Group gap="xs">
          <Badge color={link.status === 'active' ? 'teal' : 'gray'} variant="light">
            {statusLabels[link.status]}
          </Badge>
          <Text size="sm">{t`Uses left: ${usesLeft} of ${maxUses}`}</Text>
        </Group>
        <Text size="sm">{t`Expires ${expires}`}</Text>
      </div>
      {link.status === 'active' && (
        <Button
          variant="default"
          color="red"
          mih={44}
          onClick={() =>
            revoke.mutate(link.id, {
              onError: (error) =>
                showToast({ kind: 'error', message: messageOf(error, t`Failed to revoke the invite link.`) }),
            })
          }
        >
          <Trans>Revoke</Trans>
        </Button>
      )}
    </Group>
  );
}

/** Invite links admit new accounts while sign-up is invite-only; each link's URL is shown once, when made. */
export function InviteLinksSection({ links }: { links: InviteLink[] }) {
  const { t } = useLingui();
  const create = useCreateInviteLink();
  const [maxUses, setMaxUses] = useState<number>(INVITE_LINK_DEFAULTS.maxUses);
  const [expiresInDays, setExpiresInDays] = useState<number>(INVITE_LINK_DEFAULTS.expiresInDays);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);

  const submit = () =>
    create.mutate(
      { maxUses, expiresInDays },
      {
        onSuccess: ({ url }) => setCreatedUrl(url),
        onError: (error) =>
          showToast({ kind: 'error', message: messageOf(error, t`Failed to make the invite link.`) }),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          While sign-up is invite-only, an invite link lets the people you send it to create an account.
        </Trans>
      </Text>
      {createdUrl && (
        <ShownOnceSecret
          color="teal"
          icon={<IconLink aria-hidden />}
          title={t`Your new invite link`}
          explanation={t`Copy it now and send it to the people you invite: it is not shown again.`}
          secret={createdUrl}
          copyLabel={<Trans>Copy link</Trans>}
          testId="new-invite-link"
          onDone={() => setCreatedUrl(null)}
        />
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t`Uses`}
          min={1}
          max={INVITE_LINK_MAX_USES}
          allowDecimal={false}
          value={maxUses}
          onChange={(value) => setMaxUses(Number(value) || 1)}
          w={120}
        />
        <NumberInput
          label={t`Days valid`}
          min={1}
          max={INVITE_LINK_MAX_DAYS}
          allowDecimal={false}
          value={expiresInDays}
          onChange={(value) => setExpiresInDays(Number(value) || 1)}
          w={120}
        />
        <Button
          mih={44}
          loading={create.isPending}
          onClick={submit}
          leftSection={<IconLink size={18} aria-hidden />}
        >
          <Trans>Make invite link</Trans>
        </Button>
      </Group>
      {links.length === 0 ? (
        <Text size="sm">
          <Trans>No invite links yet.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {links.map((link) => (
            <InviteLinkRow key={link.id} link={link} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

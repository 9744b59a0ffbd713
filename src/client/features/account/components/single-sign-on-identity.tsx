import { Trans } from '@lingui/react/macro';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { formatListDate } from '#client/i18n/formats';
import { useSingleSignOnIdentity } from '../api/get-single-sign-on-identity';

/**
 * Settings' line about single sign-on (product-rules.md#single-sign-on): the provider the account is joined to and
 * since when; nothing for an account without one (or while it loads: it is news, not a control).
 */
export function SingleSignOnIdentity() {
  const identity = useSingleSignOnIdentity().data;
  if (!identity) return null;
  const provider = identity.provider;
  const date = formatListDate(identity.linkedAt);
  return (
    <>
      <Divider my="lg" />
      <Stack gap="xs" component="section" aria-labelledby="single-sign-on-heading">
        <Title order={3} fz="lg" id="single-sign-on-heading">
          <Trans>Single sign-on</Trans>
        </Title>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconKey size={22} aria-hidden stroke={1.5} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            <Trans>
              You can sign in with {provider}. It was joined to this account on {date}.
            </Trans>
          </Text>
        </Group>
      </Stack>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CreatedCheckInLink } from '#shared/check-in-links/check-in-links.types';
import { messageOf } from '#client/lib/api-client';
import { useCheckInLinks } from '../api/list-check-in-links';
import { CheckInLinkList } from './check-in-link-list';
import { CreateCheckInLinkForm } from './create-check-in-link-form';
import { NewCheckInLinkNotice } from './new-check-in-link-notice';
import { LoadingText } from '#client/components/loading-text';

/**
 * Settings → Check-in links, beside the access tokens: a link per challenge for an NFC tag or a shortcut, which
 * records the person's own today with one tap (product-rules.md#check-in-links).
 */
export function CheckInLinksSection() {
  const { t } = useLingui();
  const links = useCheckInLinks();
  const [created, setCreated] = useState<CreatedCheckInLink | null>(null);

  return (
    <section aria-labelledby="check-in-links-heading">
      <Title order={2} id="check-in-links-heading" fz="xl" mb="md">
        <Trans>Check-in links</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>
            <Trans>
              A check-in link records today’s answer for one challenge, without signing in: write it to an NFC
              tag on your water bottle or running shoes, or make it a shortcut. It can do nothing else.
            </Trans>
          </Text>
          {created && <NewCheckInLinkNotice created={created} onDone={() => setCreated(null)} />}
          {links.isPending ? (
            <LoadingText label={t`Loading your check-in links`} py={0} />
          ) : links.isError ? (
            <Alert color="red" role="alert">
              {messageOf(links.error, t`Failed to load your check-in links. Please try again.`)}
            </Alert>
          ) : (
            <>
              {links.data.challenges.length > 0 ? (
                <CreateCheckInLinkForm challenges={links.data.challenges} onCreated={setCreated} />
              ) : (
                <Text c="dimmed" size="sm">
                  <Trans>Join a challenge to make a check-in link for it.</Trans>
                </Text>
              )}
              <CheckInLinkList links={links.data.links} />
            </>
          )}
        </Stack>
      </Paper>
    </section>
  );
}

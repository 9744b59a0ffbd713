import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { CopyLinkField } from '#client/components/copy-link-field';
import { messageOf } from '#client/lib/api-client';
import { formatDateTime } from '#client/i18n/formats';
import { showToast } from '#client/lib/toast';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useUpdateCalendarFeed } from '../api/update-calendar-feed';

const CHECK_IN_SWITCH = msg`Include a daily check-in reminder entry`;
const CHECK_IN_DESCRIPTION = msg`An all-day 'Check in' entry on each remaining day of a challenge.`;

/**
 * Settings: the person's secret calendar link (product-rules.md#calendar-feed). The link is shown once, when made
 * (only its hash is kept); "Reset link" makes a new one and the old one stops working.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useLingui();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const update = useUpdateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [includeCheckIns, setIncludeCheckIns] = useState(false);
  const [isResetOpen, resetDialog] = useDisclosure(false);
  const [isRemoveOpen, removeDialog] = useDisclosure(false);

  async function makeLink(isReset: boolean) {
    try {
      const created = await create.mutateAsync(isReset ? {} : { includeCheckIns });
      setNewUrl(created.url);
      resetDialog.close();
      showToast({
        kind: 'success',
        message: isReset ? t`New calendar link made. The old one no longer works.` : t`Calendar link made.`,
      });
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to make a calendar link. Please try again.`),
      });
    }
  }

  async function setCheckIns(value: boolean) {
    try {
      await update.mutateAsync({ includeCheckIns: value });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to save. Please try again.`) });
    }
  }

  async function turnOff() {
    try {
      await remove.mutateAsync();
      setNewUrl(null);
      removeDialog.close();
      showToast({ kind: 'success', message: t`Calendar link turned off.` });
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to turn off the link. Please try again.`),
      });
    }
  }

  const status = feed.data;
  const made = status?.createdAt ? formatDateTime(status.createdAt) : '';
  const fetched = status?.lastFetchedAt ? formatDateTime(status.lastFetchedAt) : null;
  return (
    <section aria-labelledby="calendar-feed-heading">
      <Title order={2} fz="xl" id="calendar-feed-heading" mb="md">
        <Trans>Calendar feed</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>
            <Trans>
              See your challenges in Google Calendar, Apple Calendar or Outlook: subscribe to your private
              calendar link there (&ldquo;From URL&rdquo; / &ldquo;Subscribe&rdquo;). Anyone with the link
              sees your challenges&rsquo; titles and dates, so keep it to yourself.
            </Trans>
          </Text>
          {feed.isError && (
            <Text c="dimmed">
              <Trans>Failed to load your calendar link. Please try again.</Trans>
            </Text>
          )}
          {status && !status.active && (
            <>
              <Switch
                label={i18n._(CHECK_IN_SWITCH)}
                description={i18n._(CHECK_IN_DESCRIPTION)}
                checked={includeCheckIns}
                onChange={(event) => setIncludeCheckIns(event.currentTarget.checked)}
              />
              <Group>
                <Button onClick={() => void makeLink(false)} loading={create.isPending}>
                  <Trans>Create calendar link</Trans>
                </Button>
              </Group>
            </>
          )}
          {status?.active && (
            <>
              {newUrl ? (
                <>
                  <CopyLinkField
                    label={t`Your calendar link`}
                    url={newUrl}
                    copiedTooltip={t`Copied`}
                    copiedMessage={t`Calendar link copied to clipboard!`}
                  />
                  <Alert color="yellow" variant="light">
                    <Trans>Copy it now: for your security the link is shown only this once.</Trans>
                  </Alert>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {fetched ? (
                    <Trans>
                      Your calendar link is on (made {made}; last fetched {fetched}). It is shown only when
                      made: to add it to another calendar, reset it.
                    </Trans>
                  ) : (
                    <Trans>
                      Your calendar link is on (made {made}; not fetched by a calendar yet). It is shown only
                      when made: to add it to another calendar, reset it.
                    </Trans>
                  )}
                </Text>
              )}
              <Switch
                label={i18n._(CHECK_IN_SWITCH)}
                description={i18n._(CHECK_IN_DESCRIPTION)}
                checked={status.includeCheckIns}
                disabled={update.isPending}
                onChange={(event) => void setCheckIns(event.currentTarget.checked)}
              />
              <Group>
                <Button variant="default" onClick={resetDialog.open}>
                  <Trans>Reset link</Trans>
                </Button>
                <Button variant="subtle" color="red" onClick={removeDialog.open}>
                  <Trans>Turn off</Trans>
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={isResetOpen}
        title={t`Reset calendar link`}
        message={t`The current link stops working at once, and calendars subscribed to it stop updating. You get a new link to add again.`}
        confirmLabel={t`Reset link`}
        isConfirming={create.isPending}
        onConfirm={() => void makeLink(true)}
        onClose={resetDialog.close}
      />
      <ConfirmDialog
        opened={isRemoveOpen}
        title={t`Turn off calendar link`}
        message={t`The link stops working at once, and calendars subscribed to it stop updating.`}
        confirmLabel={t`Turn off`}
        isConfirming={remove.isPending}
        onConfirm={() => void turnOff()}
        onClose={removeDialog.close}
      />
    </section>
  );
}

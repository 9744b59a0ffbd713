import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { waitlistSchema } from '#shared/waitlist/waitlist.schemas';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useJoinWaitlist } from '../api/join-waitlist';
import { upcomingFeatureName } from '../utils/upcoming-features';
import classes from './waitlist-dialog.module.css';

// The server's schema, so the form and the API agree on every rule and message (product-rules.md#waitlist).
const waitlistFormSchema = waitlistSchema.omit({ feature: true });

const emptyForm = { name: '', email: '', interest: '' };
const inputClassNames = { wrapper: classes.wrapper, error: classes.error, required: classes.required };

/**
 * The waitlist dialog for one named upcoming feature (product-rules.md#what-the-product-is, #waitlist). Entries are
 * stored on the server; a failure keeps what was typed so the visitor can simply try again.
 */
export function WaitlistDialog({
  feature,
  opened,
  onClose,
}: {
  feature: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  // the server files the entry under the feature's English name; people read it in their language
  const name = upcomingFeatureName(feature, i18n);
  const form = useForm({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: localSchemaResolver(waitlistFormSchema),
    validateInputOnBlur: true,
  });
  const joining = useJoinWaitlist();

  const submit = form.onSubmit((values) => {
    joining.mutate(
      { feature, ...values },
      {
        onSuccess: () => {
          showToast({
            title: t`Thank you!`,
            message: t`You've been added to the ${name} waitlist. We'll be in touch soon!`,
            kind: 'success',
          });
          form.reset();
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
          showToast({ title: t`Error`, message: t`Something went wrong. Please try again.`, kind: 'error' });
        },
      },
    );
  });

  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* a <div>, not Modal.Header's <header>: a second "banner" landmark would confuse screen readers */}
        <div className={classes.header}>
          <Modal.Title>
            <Trans>Join the {name} waitlist</Trans>
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </div>
        <Modal.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text fz="sm">
                <Trans>Be the first to know when {name} is ready.</Trans>
              </Text>
              <TextInput
                label={t`Name`}
                classNames={inputClassNames}
                placeholder={t`Your full name`}
                autoComplete="name"
                required
                data-autofocus
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t`Email`}
                classNames={inputClassNames}
                type="email"
                placeholder="{email}"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <Textarea
                label={t`What excites you? (optional)`}
                classNames={inputClassNames}
                placeholder={t`Tell us what excites you about this feature...`}
                rows={3}
                {...form.getInputProps('interest')}
              />
              <Button type="submit" color="blue.8" disabled={joining.isPending} fullWidth>
                {joining.isPending ? <Trans>Joining...</Trans> : <Trans>Join Waitlist</Trans>}
              </Button>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

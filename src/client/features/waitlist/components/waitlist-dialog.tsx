import { Button, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { waitlistSchema } from '#shared/waitlist/waitlist.schemas';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useJoinWaitlist } from '../api/join-waitlist';
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
  const form = useForm({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: schemaResolver(waitlistFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const joining = useJoinWaitlist();

  const submit = form.onSubmit((values) => {
    joining.mutate(
      { feature, ...values },
      {
        onSuccess: () => {
          showToast({
            title: 'Thank you!',
            message: `You've been added to the ${feature} waitlist. We'll be in touch soon!`,
            kind: 'success',
          });
          form.reset();
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
          showToast({ title: 'Error', message: 'Something went wrong. Please try again.', kind: 'error' });
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
          <Modal.Title>Join the {feature} waitlist</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </div>
        <Modal.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text fz="sm">Be the first to know when {feature} is ready.</Text>
              <TextInput
                label="Name"
                classNames={inputClassNames}
                placeholder="Your full name"
                autoComplete="name"
                required
                data-autofocus
                {...form.getInputProps('name')}
              />
              <TextInput
                label="Email"
                classNames={inputClassNames}
                type="email"
                placeholder="{email}"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <Textarea
                label="What excites you? (optional)"
                classNames={inputClassNames}
                placeholder="Tell us what excites you about this feature..."
                rows={3}
                {...form.getInputProps('interest')}
              />
              <Button type="submit" color="blue.8" disabled={joining.isPending} fullWidth>
                {joining.isPending ? 'Joining...' : 'Join Waitlist'}
              </Button>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

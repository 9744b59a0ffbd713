import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import {
  API_TOKEN_NAME_MAX,
  createApiTokenSchema,
  type ApiTokenScope,
} from '#shared/api-tokens/api-tokens.schemas';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import { ApiError, messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useCreateApiToken } from '../api/create-api-token';

interface FormValues {
  name: string;
  scope: ApiTokenScope;
}

const validateInput = localSchemaResolver(createApiTokenSchema);

/** The scopes as people read them, shown with `i18n._`. */
export const SCOPE_LABELS: Record<ApiTokenScope, MessageDescriptor> = {
  read: msg`Read`,
  'check-in': msg`Read and check in`,
};

/** A name and a scope; the created token (with its secret) goes to `onCreated`. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t, i18n } = useLingui();
  const createToken = useCreateApiToken();
  const form = useForm<FormValues>({ initialValues: { name: '', scope: 'read' }, validate: validateInput });

  const submit = form.onSubmit(async (values) => {
    let created: CreatedApiToken;
    try {
      created = await createToken.mutateAsync(createApiTokenSchema.parse(values));
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to create the token. Please try again.`),
      });
      return;
    }
    form.reset();
    onCreated(created);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Create an access token`}>
      <Stack gap="sm">
        <TextInput
          label={t`Token name`}
          description={t`So you know later where it is used, e.g. “Phone shortcut”.`}
          maxLength={API_TOKEN_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="token-scope-label">
            <Trans>What it may do</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="token-scope-label"
            data={[
              { value: 'read', label: i18n._(SCOPE_LABELS.read) },
              { value: 'check-in', label: i18n._(SCOPE_LABELS['check-in']) },
            ]}
            {...form.getInputProps('scope')}
          />
          <Text size="xs" c="dimmed">
            <Trans>No token can change your account, password, e-mail or tokens.</Trans>
          </Text>
        </Stack>
        <Group>
          <Button type="submit" loading={createToken.isPending} mih={44}>
            <Trans>Create token</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Radio, type RadioGroupProps, Stack } from '@mantine/core';

/** Public or private (product-rules.md#groups), with what each means, for the create and edit dialogs. */
export function GroupPrivacyField(props: Omit<RadioGroupProps, 'label' | 'children'>) {
  const { t } = useLingui();
  return (
    <Radio.Group label={t`Privacy`} {...props}>
      <Stack gap="sm" mt="xs">
        <Radio
          value="public"
          label={t`Public`}
          description={t`Anyone signed in can find the group, see its posts and members, and join.`}
        />
        <Radio
          value="private"
          label={t`Private`}
          description={t`Hidden from Discover and search; only members see posts and members. People join by the invite link.`}
        />
      </Stack>
    </Radio.Group>
  );
}

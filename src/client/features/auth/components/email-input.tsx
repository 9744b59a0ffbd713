import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/** The e-mail field of every auth form, with the keyboard and autofill hints phones and password managers use. */
export function EmailInput(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

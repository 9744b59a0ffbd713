import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '#client/lib/toast';
import { useNewBackupCodes } from '../api/new-backup-codes';
import { useTurnOffTwoStep } from '../api/turn-off-two-step';
import { type TwoStepSetUp, useTurnOnTwoStep } from '../api/turn-on-two-step';
import { AuthenticatorSetup } from './authenticator-setup';
import { BackupCodesPanel } from './backup-codes-panel';
import { PasswordConfirmForm } from './password-confirm-form';

type PasswordPurpose = 'turn-on' | 'new-codes' | 'turn-off';

/** Where the person is: the buttons, the password for one of them, the app's set-up, or codes shown once. */
type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: PasswordPurpose }
  | { kind: 'scan'; setUp: TwoStepSetUp }
  | { kind: 'codes'; codes: string[] };

const IDLE: Step = { kind: 'idle' };

/**
 * Settings → Sign-in and security → Two-step verification (product-rules.md#two-step-verification, decision 088):
 * turned on with the password and a first code from an authenticator app; while on, new backup codes and turning it
 * off each ask for the password. Whether it is on comes with the section's request.
 */
export function TwoStepVerification({ isOn }: { isOn: boolean }) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>(IDLE);
  const turnOn = useTurnOnTwoStep();
  const newBackupCodes = useNewBackupCodes();
  const turnOff = useTurnOffTwoStep();

  const passwordSteps: Record<
    PasswordPurpose,
    { label: string; submitLabel: string; isPending: boolean; confirm: (password: string) => Promise<void> }
  > = {
    'turn-on': {
      label: t`Turn on two-step verification`,
      submitLabel: t`Continue`,
      isPending: turnOn.isPending,
      confirm: async (password) => setStep({ kind: 'scan', setUp: await turnOn.mutateAsync(password) }),
    },
    'new-codes': {
      label: t`Get new backup codes`,
      submitLabel: t`Get new backup codes`,
      isPending: newBackupCodes.isPending,
      confirm: async (password) =>
        setStep({ kind: 'codes', codes: await newBackupCodes.mutateAsync(password) }),
    },
    'turn-off': {
      label: t`Turn off two-step verification`,
      submitLabel: t`Turn off`,
      isPending: turnOff.isPending,
      confirm: async (password) => {
        await turnOff.mutateAsync(password);
        setStep(IDLE);
        showToast({ kind: 'success', message: t`Two-step verification is off.` });
      },
    },
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="two-step-heading">
      <Group gap="sm" wrap="nowrap">
        <Title order={3} fz="lg" id="two-step-heading">
          <Trans>Two-step verification</Trans>
        </Title>
        <Badge color={isOn ? 'teal' : 'gray'} variant="light">
          {isOn ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {isOn ? (
          <Trans>Signing in asks for a code from your authenticator app after your password.</Trans>
        ) : (
          <Trans>
            Protect your account with a code from an authenticator app, asked after your password when you
            sign in.
          </Trans>
        )}
      </Text>
      {step.kind === 'idle' &&
        (isOn ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep({ kind: 'password', purpose: 'new-codes' })}>
              <Trans>New backup codes</Trans>
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => setStep({ kind: 'password', purpose: 'turn-off' })}
            >
              <Trans>Turn off</Trans>
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button onClick={() => setStep({ kind: 'password', purpose: 'turn-on' })}>
              <Trans>Turn on</Trans>
            </Button>
          </Group>
        ))}
      {step.kind === 'password' && (
        <PasswordConfirmForm
          key={step.purpose}
          label={passwordSteps[step.purpose].label}
          submitLabel={passwordSteps[step.purpose].submitLabel}
          isDanger={step.purpose === 'turn-off'}
          isPending={passwordSteps[step.purpose].isPending}
          onConfirm={passwordSteps[step.purpose].confirm}
          onCancel={() => setStep(IDLE)}
        />
      )}
      {step.kind === 'scan' && (
        <AuthenticatorSetup
          totpURI={step.setUp.totpURI}
          onCancel={() => setStep(IDLE)}
          onConfirmed={() => {
            showToast({ kind: 'success', message: t`Two-step verification is on.` });
            setStep({ kind: 'codes', codes: step.setUp.backupCodes });
          }}
        />
      )}
      {step.kind === 'codes' && <BackupCodesPanel codes={step.codes} onDone={() => setStep(IDLE)} />}
    </Stack>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Divider, Paper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMAIL_CHANGE_OUTCOMES,
  EMAIL_CHANGE_PARAM,
  type EmailChangeOutcome,
} from '#shared/account/account.schemas';
import { PageLoader } from '#client/components/page-loader';
import { queryKeys } from '#client/lib/query-keys';
import { useAccountSecurity } from '../api/get-account-security';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysList } from './passkeys-list';
import { SignedInDevices } from './signed-in-devices';
import { SingleSignOnIdentity } from './single-sign-on-identity';

// product-rules.md#account-settings: what the confirmation link's landing says
const OUTCOMES: Record<
  EmailChangeOutcome,
  { color: string; title: MessageDescriptor; text: MessageDescriptor }
> = {
  done: {
    color: 'teal',
    title: msg`E-mail address changed`,
    text: msg`Your e-mail address has been changed. Sign in with the new one from now on.`,
  },
  invalid: {
    color: 'red',
    title: msg`Link not valid`,
    text: msg`This confirmation link is invalid or has expired. Please ask for a new one.`,
  },
  taken: {
    color: 'red',
    title: msg`Address not changed`,
    text: msg`That e-mail address cannot be used. Please choose another one.`,
  },
};

/**
 * Settings' "Sign-in and security": password, e-mail address, two-step verification, passkeys and signed-in devices,
 * from one request.
 */
export function SignInSecuritySection({
  twoStepVerification,
}: {
  /** the two-step verification subsection (another feature, composed by the route), given whether it is on */
  twoStepVerification: (isOn: boolean) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const security = useAccountSecurity();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(EMAIL_CHANGE_PARAM);
  const outcome = EMAIL_CHANGE_OUTCOMES.find((known) => known === param);

  // the address changed in the link's request: everything that shows it reads it again
  useEffect(() => {
    if (outcome !== 'done') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.security() });
  }, [outcome, queryClient]);

  const dismissOutcome = () =>
    setSearchParams(
      (params) => {
        params.delete(EMAIL_CHANGE_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="security-heading">
      <Title order={2} fz="xl" id="security-heading" mb="md">
        <Trans>Sign-in and security</Trans>
      </Title>
      {outcome && (
        <Alert
          variant="light"
          color={OUTCOMES[outcome].color}
          radius="lg"
          mb="md"
          title={i18n._(OUTCOMES[outcome].title)}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={dismissOutcome}
          role={outcome === 'done' ? 'status' : 'alert'}
        >
          {i18n._(OUTCOMES[outcome].text)}
        </Alert>
      )}
      {security.isPending ? (
        <PageLoader label={t`Loading your sign-in settings...`} />
      ) : security.isError ? (
        <Text c="dimmed">
          <Trans>Failed to load your sign-in settings. Please try again.</Trans>
        </Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <ChangePasswordForm />
          <Divider my="lg" />
          <ChangeEmailForm email={security.data.email} pendingEmail={security.data.pendingEmail} />
          <Divider my="lg" />
          {twoStepVerification(security.data.twoFactorEnabled)}
          <Divider my="lg" />
          <PasskeysList passkeys={security.data.passkeys} />
          <Divider my="lg" />
          <SignedInDevices devices={security.data.devices} />
          <SingleSignOnIdentity />
        </Paper>
      )}
    </section>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSingleSignOn } from '../api/get-sign-up-mode';
import { singleSignOnFailure } from '../api/single-sign-on-failures';
import { useStartSingleSignOn } from '../api/start-single-sign-on';
import { type AuthNotice } from './auth-alert';
import classes from './single-sign-on.module.css';

/** The provider's name while the settings load (the server's own default for OIDC_NAME). */
const SOME_PROVIDER = msg`single sign-on`;

/**
 * "Continue with …" when the server has single sign-on (product-rules.md#single-sign-on), and the refusal it came
 * back with (?error=), told once as the screen's notice and then taken out of the address.
 */
export function SingleSignOn({ onNotice }: { onNotice: (notice: AuthNotice | null) => void }) {
  const { i18n } = useLingui();
  const singleSignOn = useSingleSignOn();
  const start = useStartSingleSignOn();
  const [params, setParams] = useSearchParams();
  const providerName = singleSignOn.data?.name ?? i18n._(SOME_PROVIDER);
  const error = params.get('error');

  useEffect(() => {
    if (!error || singleSignOn.isLoading) return;
    const failure = singleSignOnFailure(error, providerName, i18n);
    onNotice({ kind: failure.kind ?? 'error', message: failure.message });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('error_description');
        return next;
      },
      { replace: true },
    );
  }, [error, singleSignOn.isLoading, providerName, i18n, onNotice, setParams]);

  if (!singleSignOn.data) return null;
  const name = singleSignOn.data.name;
  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      classNames={{ root: classes.button, label: classes.label }}
      leftSection={<IconLogin2 size={18} aria-hidden />}
      loading={start.isPending}
      onClick={() => {
        onNotice(null);
        start.mutate(i18n.locale, {
          onError: () => {
            const failure = singleSignOnFailure('', name, i18n);
            onNotice({ kind: 'error', message: failure.message });
          },
        });
      }}
    >
      <Trans>Continue with {name}</Trans>
    </Button>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import { ShownOnceSecret } from '#client/components/shown-once-secret';

/** The secret of the token just created, the one time it is shown (product-rules.md#open-api). */
export function NewApiTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useLingui();
  const name = created.token.name;
  return (
    <ShownOnceSecret
      color="yellow"
      icon={<IconAlertTriangle aria-hidden />}
      title={t`Your new token “${name}”`}
      explanation={
        <Trans>
          Copy it now: it will not be shown again. Anyone with it can act as you within its scope.
        </Trans>
      }
      secret={created.secret}
      copyLabel={<Trans>Copy token</Trans>}
      testId="new-token-secret"
      onDone={onDone}
    />
  );
}

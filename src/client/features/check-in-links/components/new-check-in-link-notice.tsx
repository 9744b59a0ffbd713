import { Trans, useLingui } from '@lingui/react/macro';
import { IconNfc } from '@tabler/icons-react';
import type { CreatedCheckInLink } from '#shared/check-in-links/check-in-links.types';
import { ShownOnceSecret } from '#client/components/shown-once-secret';

/** The address of the link just made, the one time it is shown, with where to put it. */
export function NewCheckInLinkNotice({
  created,
  onDone,
}: {
  created: CreatedCheckInLink;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const title = created.link.challenge.title;
  return (
    <ShownOnceSecret
      color="green"
      icon={<IconNfc aria-hidden />}
      title={t`Your check-in link for “${title}”`}
      explanation={
        <Trans>
          Write it to an NFC tag or a home-screen shortcut: opening it lets you record today with one tap.
          Copy it now: it will not be shown again. Anyone with it can record your today in this challenge.
        </Trans>
      }
      secret={created.url}
      copyLabel={<Trans>Copy link</Trans>}
      testId="new-check-in-link"
      onDone={onDone}
    />
  );
}

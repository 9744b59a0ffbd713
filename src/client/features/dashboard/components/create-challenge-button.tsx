import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';

/** 'Create Challenge', to the create form: in the dashboard's header and in its empty state. */
export function CreateChallengeButton() {
  return (
    <Button component={Link} to={paths.createChallenge()} leftSection={<IconPlus size={18} aria-hidden />}>
      <Trans>Create Challenge</Trans>
    </Button>
  );
}

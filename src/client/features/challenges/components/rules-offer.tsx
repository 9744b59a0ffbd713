import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';

interface RulesOfferProps {
  /** the display name of the type just picked, e.g. 'Exercise' */
  typeLabel: string;
  onReplace: () => void;
  onKeep: () => void;
}

/**
 * Offered in the form when a new type is picked over rules the person wrote: their text stays unless they say
 * otherwise — a question beside the field, not a dialog in the way.
 */
export function RulesOffer({ typeLabel, onReplace, onKeep }: RulesOfferProps) {
  const { t } = useLingui();
  return (
    <Alert variant="light" color="blue" title={t`Replace your rules with the ${typeLabel} rules?`}>
      <Group gap="xs">
        <Button size="sm" onClick={onReplace}>
          <Trans>Replace</Trans>
        </Button>
        <Button size="sm" variant="default" onClick={onKeep}>
          <Trans>Keep mine</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

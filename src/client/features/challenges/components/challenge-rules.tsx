import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  challengeTypeInfo,
  type ChallengeType,
  DEFAULT_BEDTIME,
  DEFAULT_TARGET_STEPS,
  defaultGoalConfig,
} from '#shared/challenges/challenge-types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { amountGoalText } from '#shared/challenges/amount-texts';
import { storedAmountGoal } from '#shared/challenges/daily-goal';

/**
 * What a participant aims for each day, from the type and its goal configuration (product-rules.md#challenge-types).
 */
export function goalDescription(
  i18n: I18n,
  { challengeType, goalConfig }: Pick<ChallengeDetail, 'challengeType' | 'goalConfig'>,
) {
  // an amount goal says itself: 'At least 20 pages a day.' (decision 082)
  const amount = challengeType === 'step_count' ? null : storedAmountGoal(goalConfig);
  if (amount) {
    const goal = amountGoalText(i18n, amount);
    return i18n._(msg`${goal}.`);
  }
  switch (challengeType) {
    case 'sugar_free': {
      const label = goalLabel(goalConfig, 'sugar_free', i18n._(msg`Sugar-Free Day`));
      return i18n._(msg`${label}: no added sugar today.`);
    }
    case 'sleep_early': {
      // the bedtime as the organizer set it, 'HH:mm'
      const bedtime = String(goalConfig.bedtime ?? DEFAULT_BEDTIME);
      return i18n._(msg`In bed by ${bedtime}.`);
    }
    case 'step_count': {
      const label = goalLabel(goalConfig, 'step_count', i18n._(msg`Daily Steps`));
      const targetSteps = Number(goalConfig.target_steps ?? DEFAULT_TARGET_STEPS);
      // English says 'steps a day' for every count, as it always did; the plural is for the other languages
      return i18n._(msg`${label}: ${plural(targetSteps, { one: '# steps a day', other: '# steps a day' })}.`);
    }
    default: {
      const typeLabel = i18n._(challengeTypeInfo[challengeType].label);
      return i18n._(msg`${typeLabel}: mark each day as met or missed.`);
    }
  }
}

/**
 * The goal's label: the type's default (stored in English with the challenge, product-rules.md#challenge-types) in the
 * shown language, `translatedDefault`; a label of the challenge's own as written.
 */
function goalLabel(
  goalConfig: ChallengeDetail['goalConfig'],
  type: ChallengeType,
  translatedDefault: string,
) {
  const label = goalConfig.label;
  return label === undefined || label === defaultGoalConfig(type).label ? translatedDefault : String(label);
}

/** The Details tab's rules and goal. */
export function ChallengeRules({ challenge }: { challenge: ChallengeDetail }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" mb={4}>
            <Trans>Goal</Trans>
          </Title>
          <Text>{goalDescription(i18n, challenge)}</Text>
        </div>
        <div>
          <Title order={2} fz="lg" mb={4}>
            <Trans>Rules</Trans>
          </Title>
          {challenge.rules.length > 0 ? (
            <List spacing={4}>
              {challenge.rules.map((rule, index) => (
                <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                  {rule}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">
              <Trans>No rules yet.</Trans>
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

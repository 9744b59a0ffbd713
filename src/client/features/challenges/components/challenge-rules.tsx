import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { challengeTypeInfo, DEFAULT_BEDTIME, DEFAULT_TARGET_STEPS } from '#shared/challenges/challenge-types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';

/**
 * What a participant aims for each day, from the type and its goal configuration (product-rules.md#challenge-types).
 */
export function goalDescription({
  challengeType,
  goalConfig,
}: Pick<ChallengeDetail, 'challengeType' | 'goalConfig'>) {
  switch (challengeType) {
    case 'sugar_free':
      return `${String(goalConfig.label ?? 'Sugar-Free Day')}: no added sugar today.`;
    case 'sleep_early':
      return `In bed by ${String(goalConfig.bedtime ?? DEFAULT_BEDTIME)}.`;
    case 'step_count':
      return `${String(goalConfig.label ?? 'Daily Steps')}: ${Number(goalConfig.target_steps ?? DEFAULT_TARGET_STEPS).toLocaleString('en-US')} steps a day.`;
    default:
      return `${challengeTypeInfo[challengeType].label}: mark each day as met or missed.`;
  }
}

/** The Details tab's rules and goal. */
export function ChallengeRules({ challenge }: { challenge: ChallengeDetail }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" mb={4}>
            Goal
          </Title>
          <Text>{goalDescription(challenge)}</Text>
        </div>
        <div>
          <Title order={2} fz="lg" mb={4}>
            Rules
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
            <Text c="dimmed">No rules yet.</Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

import { Trans } from '@lingui/react/macro';
import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { isClientError } from '#client/lib/api-client';
import { useArrivalTarget } from '#client/hooks/use-arrival-target';
import { useChallengeResults } from '../api/get-challenge-results';
import { PersonalBests } from './personal-bests';
import { Podium } from './podium';
import { ResultsCalendars } from './results-calendars';
import { RoundProgress } from './round-progress';
import { RunItAgain } from './run-it-again';
import { ShareResultsButton } from './share-results-button';

/** The anchor the final-results notification opens (product-rules.md#where-a-notification-leads). */
export const RESULTS_ANCHOR = 'results';

/**
 * A completed challenge's results view (product-rules.md#results-and-rounds), from one request: the podium and
 * 'Share results' (an image of it, decision 068), everyone's calendar, personal bests, round-over-round progress and, for its organizer, "Run it again".
 */
export function ResultsPanel({ challengeId, today }: { challengeId: string; today: CalendarDate }) {
  const results = useChallengeResults(challengeId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useArrivalTarget(RESULTS_ANCHOR, headingRef);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="results-heading">
      <Stack gap="lg">
        <Title
          order={2}
          fz="xl"
          id="results-heading"
          ref={headingRef}
          tabIndex={-1}
          // below the sticky 60 px header when brought to the top (useArrivalTarget)
          style={{ scrollMarginTop: 72 }}
        >
          <Trans>Final results</Trans>
        </Title>
        {results.isPending ? (
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">
              <Trans>Loading results...</Trans>
            </Text>
          </Stack>
        ) : isClientError(results.error) ? (
          // a refusal (e.g. to someone who did not take part) is the answer, not a failure
          <Text c="dimmed">{results.error.message}</Text>
        ) : results.isError ? (
          <Alert color="red">
            <Trans>Failed to load the results. Please try again.</Trans>
          </Alert>
        ) : (
          <>
            <Podium results={results.data} />
            <ShareResultsButton challengeId={challengeId} title={results.data.title} />
            <Stack gap="xs">
              <Title order={3} fz="md">
                <Trans>Everyone&apos;s days</Trans>
              </Title>
              <ResultsCalendars results={results.data} />
            </Stack>
            <PersonalBests results={results.data} />
            <RoundProgress results={results.data} />
            {results.data.viewer.canRunAgain ? (
              <RunItAgain challengeId={challengeId} roundNumber={results.data.round.number} today={today} />
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import classes from './hero-section.module.css';
import landing from './landing.module.css';
import { paths } from '#client/lib/paths';

const friends = [
  { initials: 'AL', color: '#1971c2' },
  { initials: 'SK', color: '#087f5b' },
  { initials: 'JM', color: '#9c36b5' },
  { initials: 'RP', color: '#c92a2a' },
];

/** The first screen: what HabitSprint is, the one <h1>, and the way in. */
export function HeroSection({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useLingui();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <div className={classes.grid}>
          <Stack gap="lg" justify="center">
            <Text className={landing.eyebrow}>
              <Trans>14-day habit challenges with friends</Trans>
            </Text>
            <Title id="hero-title" order={1} className={classes.title}>
              <Trans>
                Build healthy habits together, <span className={classes.highlight}>one sprint at a time</span>
              </Trans>
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} className={landing.muted} maw={520}>
              <Trans>
                Start a two-week challenge, check in each day in seconds and climb the leaderboard with
                friends who keep you going.
              </Trans>
            </Text>
            <div className={classes.actions}>
              {!isSignedIn && (
                <Button component="a" href={paths.auth()} size="lg" color="blue.8">
                  <Trans>Sign Up Now</Trans>
                </Button>
              )}
              <Button component="a" href="#demo" size="lg" variant="default">
                <Trans>Watch the Demo</Trans>
              </Button>
            </div>
            <Group gap="sm" wrap="nowrap" mt={4}>
              <div className={classes.avatars} aria-hidden="true">
                {friends.map((friend) => (
                  <span key={friend.initials} className={classes.avatar} style={{ background: friend.color }}>
                    {friend.initials}
                  </span>
                ))}
              </div>
              <Text fz="sm" className={landing.muted}>
                <Trans>
                  Join <strong className={classes.strong}>thousands of people</strong> building better habits
                  with their friends on HabitSprint.
                </Trans>
              </Text>
            </Group>
          </Stack>
          <div className={classes.art}>
            <img
              src="/images/hero-challenge.svg"
              width={560}
              height={500}
              alt={t`A HabitSprint challenge on day 9 of 14: a row of daily check-ins, a 7-day streak and a leaderboard of three friends.`}
              className={classes.image}
              fetchPriority="high"
            />
          </div>
        </div>
      </Container>
    </section>
  );
}

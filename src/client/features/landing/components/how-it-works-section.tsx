import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import { LandingIcon, type LandingIconName } from './landing-icon';
import classes from './how-it-works-section.module.css';
import landing from './landing.module.css';

const steps: { icon: LandingIconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'target',
    title: msg`Join or Create a Challenge`,
    text: msg`Start from a ready-made template such as sugar-free or early nights, or design your own 14-day challenge and invite your friends.`,
  },
  {
    icon: 'calendarCheck',
    title: msg`Daily Check-ins`,
    text: msg`Each day, record whether you met your goal, add a note or your step count. It takes seconds, and your streak grows.`,
  },
  {
    icon: 'trophy',
    title: msg`Compete and Support`,
    text: msg`Climb the leaderboard, cheer each other on in groups and celebrate together when the sprint is done.`,
  },
];

/** product-rules.md#what-the-product-is: the three steps, in order. */
export function HowItWorksSection() {
  const { i18n } = useLingui();
  return (
    <section id="how-it-works" className={landing.section} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>
            <Trans>Three simple steps</Trans>
          </Text>
          <Title id="how-it-works-title" order={2} mt={8}>
            <Trans>How It Works</Trans>
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            <Trans>Fourteen days, one goal, a few friends: that is all a sprint needs.</Trans>
          </Text>
        </div>
        <ol className={landing.grid3}>
          {steps.map((step, index) => (
            <li key={step.icon} className={landing.card}>
              <div className={classes.top}>
                <span className={landing.iconBadge}>
                  <LandingIcon name={step.icon} size={26} />
                </span>
                <span className={classes.number} aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <Title order={3} fz="h4" mt="lg">
                {i18n._(step.title)}
              </Title>
              <Text mt="xs" className={landing.muted}>
                {i18n._(step.text)}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

import { Container, Text, Title } from '@mantine/core';
import { LandingIcon, type LandingIconName } from './landing-icon';
import classes from './how-it-works-section.module.css';
import landing from './landing.module.css';

const steps: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'target',
    title: 'Join or Create a Challenge',
    text: 'Start from a ready-made template such as sugar-free or early nights, or design your own 14-day challenge and invite your friends.',
  },
  {
    icon: 'calendarCheck',
    title: 'Daily Check-ins',
    text: 'Each day, record whether you met your goal, add a note or your step count. It takes seconds, and your streak grows.',
  },
  {
    icon: 'trophy',
    title: 'Compete and Support',
    text: 'Climb the leaderboard, cheer each other on in groups and celebrate together when the sprint is done.',
  },
];

/** product-rules.md#what-the-product-is: the three steps, in order. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" className={landing.section} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>Three simple steps</Text>
          <Title id="how-it-works-title" order={2} mt={8}>
            How It Works
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            Fourteen days, one goal, a few friends: that is all a sprint needs.
          </Text>
        </div>
        <ol className={landing.grid3}>
          {steps.map((step, index) => (
            <li key={step.title} className={landing.card}>
              <div className={classes.top}>
                <span className={landing.iconBadge}>
                  <LandingIcon name={step.icon} size={26} />
                </span>
                <span className={classes.number} aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <Title order={3} fz="h4" mt="lg">
                {step.title}
              </Title>
              <Text mt="xs" className={landing.muted}>
                {step.text}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

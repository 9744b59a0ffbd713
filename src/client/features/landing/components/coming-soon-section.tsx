import { Button, Container, Text, Title } from '@mantine/core';
import { LandingIcon, type LandingIconName } from './landing-icon';
import classes from './coming-soon-section.module.css';
import landing from './landing.module.css';

const upcomingFeatures: { icon: LandingIconName; name: string; text: string }[] = [
  {
    icon: 'watch',
    name: 'Wearable Sync',
    text: 'Send steps and sleep from your watch or phone straight into your check-ins.',
  },
  {
    icon: 'usersGroup',
    name: 'Team Challenges',
    text: 'Pit whole teams against each other with shared scores and team leaderboards.',
  },
  {
    icon: 'sparkles',
    name: 'AI Habit Coach',
    text: 'Personal tips and gentle nudges based on how your check-ins are going.',
  },
];

/**
 * Named upcoming features, each with a waitlist. The dialog lives in the waitlist feature; this section only
 * says which feature was chosen (and when one is about to be, so the dialog's code can start loading).
 */
export function ComingSoonSection({
  onJoinWaitlist,
  onWaitlistIntent,
}: {
  onJoinWaitlist: (feature: string) => void;
  onWaitlistIntent?: () => void;
}) {
  return (
    <section id="coming-soon" className={landing.section} aria-labelledby="coming-soon-title">
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>On the roadmap</Text>
          <Title id="coming-soon-title" order={2} mt={8}>
            Coming Soon
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            We are building these next. Join a waitlist and be the first to try them.
          </Text>
        </div>
        <ul className={landing.grid3}>
          {upcomingFeatures.map((feature) => {
            const titleId = `upcoming-${feature.icon}`;
            return (
              <li key={feature.name} className={`${landing.card} ${classes.card}`}>
                <div className={classes.top}>
                  <span className={landing.iconBadge}>
                    <LandingIcon name={feature.icon} />
                  </span>
                  <span className={classes.badge}>Soon</span>
                </div>
                <Title id={titleId} order={3} fz="h4" mt="lg">
                  {feature.name}
                </Title>
                <Text mt="xs" mb="lg" className={landing.muted}>
                  {feature.text}
                </Text>
                <Button
                  variant="default"
                  mt="auto"
                  aria-describedby={titleId}
                  onClick={() => onJoinWaitlist(feature.name)}
                  onPointerEnter={onWaitlistIntent}
                  onFocus={onWaitlistIntent}
                >
                  Join Waitlist
                </Button>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

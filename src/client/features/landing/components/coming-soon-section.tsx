import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import { LandingIcon, type LandingIconName } from './landing-icon';
import classes from './coming-soon-section.module.css';
import landing from './landing.module.css';

// `key`: the feature's English name, which its waitlist entries are filed under in every language (the waitlist
// dialog names it in the visitor's); `name`: what the visitor reads
const upcomingFeatures: {
  icon: LandingIconName;
  key: string;
  name: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    icon: 'watch',
    key: 'Wearable Sync',
    name: msg`Wearable Sync`,
    text: msg`Send steps and sleep from your watch or phone straight into your check-ins.`,
  },
  {
    icon: 'usersGroup',
    key: 'Team Challenges',
    name: msg`Team Challenges`,
    text: msg`Pit whole teams against each other with shared scores and team leaderboards.`,
  },
  {
    icon: 'sparkles',
    key: 'AI Habit Coach',
    name: msg`AI Habit Coach`,
    text: msg`Personal tips and gentle nudges based on how your check-ins are going.`,
  },
];

/**
 * Named upcoming features, each with a waitlist. The dialog lives in the waitlist feature; this section only
 * says which feature was chosen, by its English name (and when one is about to be, so the dialog's code can start
 * loading).
 */
export function ComingSoonSection({
  onJoinWaitlist,
  onWaitlistIntent,
}: {
  onJoinWaitlist: (feature: string) => void;
  onWaitlistIntent?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <section id="coming-soon" className={landing.section} aria-labelledby="coming-soon-title">
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>
            <Trans>On the roadmap</Trans>
          </Text>
          <Title id="coming-soon-title" order={2} mt={8}>
            <Trans>Coming Soon</Trans>
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            <Trans>We are building these next. Join a waitlist and be the first to try them.</Trans>
          </Text>
        </div>
        <ul className={landing.grid3}>
          {upcomingFeatures.map(({ icon, key, name, text }) => {
            const titleId = `upcoming-${icon}`;
            return (
              <li key={key} className={`${landing.card} ${classes.card}`}>
                <div className={classes.top}>
                  <span className={landing.iconBadge}>
                    <LandingIcon name={icon} />
                  </span>
                  <span className={classes.badge}>
                    <Trans>Soon</Trans>
                  </span>
                </div>
                <Title id={titleId} order={3} fz="h4" mt="lg">
                  {i18n._(name)}
                </Title>
                <Text mt="xs" mb="lg" className={landing.muted}>
                  {i18n._(text)}
                </Text>
                <Button
                  variant="default"
                  mt="auto"
                  aria-describedby={titleId}
                  onClick={() => onJoinWaitlist(key)}
                  onPointerEnter={onWaitlistIntent}
                  onFocus={onWaitlistIntent}
                >
                  <Trans>Join Waitlist</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

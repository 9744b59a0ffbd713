import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Text, Title } from '@mantine/core';
import { LandingIcon, type LandingIconName } from './landing-icon';
import landing from './landing.module.css';

const benefits: { icon: LandingIconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'seedling',
    title: msg`Build Lasting Healthy Habits`,
    text: msg`Fourteen focused days are long enough to form a routine and short enough to stay excited about it.`,
  },
  {
    icon: 'brain',
    title: msg`Improve Self-Discipline and Focus`,
    text: msg`One clear goal and one check-in a day keep your attention where it matters.`,
  },
  {
    icon: 'chartLine',
    title: msg`Track Meaningful Progress`,
    text: msg`Success rates, best streaks and achievements show exactly how far you have come.`,
  },
  {
    icon: 'heartHandshake',
    title: msg`Stay Motivated with Friend Support`,
    text: msg`Friends see your check-ins, cheer you on and keep you accountable on the hard days.`,
  },
  {
    icon: 'mountain',
    title: msg`Achieve Personal Growth Goals`,
    text: msg`Sleep earlier, eat better, move more: turn big intentions into small wins you can count.`,
  },
  {
    icon: 'trendingUp',
    title: msg`Create Positive Lifestyle Changes`,
    text: msg`Line up one sprint after another and watch small changes add up to a new normal.`,
  },
];

/** product-rules.md#what-the-product-is: the six benefits. */
export function BenefitsSection() {
  const { i18n } = useLingui();
  return (
    <section
      id="benefits"
      className={`${landing.section} ${landing.sectionAlt}`}
      aria-labelledby="benefits-title"
    >
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>
            <Trans>Benefits</Trans>
          </Text>
          <Title id="benefits-title" order={2} mt={8}>
            <Trans>Why people sprint with HabitSprint</Trans>
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            <Trans>Small daily wins, shared with friends, change more than a big resolution ever did.</Trans>
          </Text>
        </div>
        <ul className={landing.benefitsGrid}>
          {benefits.map((benefit) => (
            <li key={benefit.icon} className={landing.card}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <span className={landing.iconBadge}>
                  <LandingIcon name={benefit.icon} />
                </span>
                <div>
                  <Title order={3} fz="h5" lh={1.35}>
                    {i18n._(benefit.title)}
                  </Title>
                  <Text mt={6} fz="sm" className={landing.muted}>
                    {i18n._(benefit.text)}
                  </Text>
                </div>
              </Group>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

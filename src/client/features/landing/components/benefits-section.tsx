import { Container, Group, Text, Title } from '@mantine/core';
import { LandingIcon, type LandingIconName } from './landing-icon';
import landing from './landing.module.css';

const benefits: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'seedling',
    title: 'Build Lasting Healthy Habits',
    text: 'Fourteen focused days are long enough to form a routine and short enough to stay excited about it.',
  },
  {
    icon: 'brain',
    title: 'Improve Self-Discipline and Focus',
    text: 'One clear goal and one check-in a day keep your attention where it matters.',
  },
  {
    icon: 'chartLine',
    title: 'Track Meaningful Progress',
    text: 'Success rates, best streaks and achievements show exactly how far you have come.',
  },
  {
    icon: 'heartHandshake',
    title: 'Stay Motivated with Friend Support',
    text: 'Friends see your check-ins, cheer you on and keep you accountable on the hard days.',
  },
  {
    icon: 'mountain',
    title: 'Achieve Personal Growth Goals',
    text: 'Sleep earlier, eat better, move more: turn big intentions into small wins you can count.',
  },
  {
    icon: 'trendingUp',
    title: 'Create Positive Lifestyle Changes',
    text: 'Line up one sprint after another and watch small changes add up to a new normal.',
  },
];

/** product-rules.md#what-the-product-is: the six benefits. */
export function BenefitsSection() {
  return (
    <section
      id="benefits"
      className={`${landing.section} ${landing.sectionAlt}`}
      aria-labelledby="benefits-title"
    >
      <Container size="lg">
        <div className={landing.sectionIntro}>
          <Text className={landing.eyebrow}>Benefits</Text>
          <Title id="benefits-title" order={2} mt={8}>
            Why people sprint with HabitSprint
          </Title>
          <Text mt="sm" fz="lg" className={landing.muted}>
            Small daily wins, shared with friends, change more than a big resolution ever did.
          </Text>
        </div>
        <ul className={landing.benefitsGrid}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={landing.card}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <span className={landing.iconBadge}>
                  <LandingIcon name={benefit.icon} />
                </span>
                <div>
                  <Title order={3} fz="h5" lh={1.35}>
                    {benefit.title}
                  </Title>
                  <Text mt={6} fz="sm" className={landing.muted}>
                    {benefit.text}
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

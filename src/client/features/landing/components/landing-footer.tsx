import { Trans } from '@lingui/react/macro';
import { Container, Group, Text } from '@mantine/core';
import { BrandLogo } from './brand-logo';
import classes from './landing-footer.module.css';
import landing from './landing.module.css';

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="center" gap="md">
          <div>
            <BrandLogo />
            <Text fz="sm" mt={6} className={landing.muted}>
              <Trans>Build healthy habits with friends, 14 days at a time.</Trans>
            </Text>
          </div>
          {/* the year the page is opened in may follow the year it was prerendered in (decision 050) */}
          <Text fz="sm" className={landing.muted} suppressHydrationWarning>
            <Trans>© {year} HabitSprint. All rights reserved.</Trans>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import classes from './closing-cta-section.module.css';
import { paths } from '#client/lib/paths';

/**
 * The closing call to action 'Start Your Challenge Today'; its button goes to /auth
 * (product-rules.md#what-the-product-is).
 */
export function ClosingCtaSection() {
  return (
    <section className={classes.cta} aria-labelledby="closing-cta-title">
      <Container size="md" className={classes.inner}>
        <Title id="closing-cta-title" order={2} className={classes.title}>
          <Trans>Start Your Challenge Today</Trans>
        </Title>
        <Text fz="lg" mt="sm" className={classes.text}>
          <Trans>
            Your next habit is only 14 days away. Pick a goal, bring a friend or two, and make the first
            check-in tonight.
          </Trans>
        </Text>
        <Button
          component="a"
          href={paths.auth()}
          size="lg"
          mt="xl"
          variant="white"
          className={classes.button}
        >
          <Trans>Get Started</Trans>
        </Button>
      </Container>
    </section>
  );
}

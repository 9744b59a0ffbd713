import { PRODUCT_NAME } from '#shared/product-name';
import { Box, Container, Group } from '@mantine/core';
import { ContentSkeleton } from './content-skeleton';

// the product's mark: a name, never translated
/**
 * The light shell of a signed-out page (sign in, join and invitation pages) while its code or the session loads:
 * the product's mark and the outline of a card, never a spinner over the whole screen (issue 24).
 */
export function VisitorShellSkeleton({ label }: { label?: string }) {
  return (
    <Box component="main" py={{ base: 'lg', sm: 48 }} px="md">
      <Container size="sm" px={0}>
        <Group gap={8} mb="md" aria-hidden>
          <img src="/favicon.svg" alt="" width={30} height={30} />
          <Box component="span" fw={800} fz="lg">
            {PRODUCT_NAME}
          </Box>
        </Group>
        <ContentSkeleton label={label} />
      </Container>
    </Box>
  );
}

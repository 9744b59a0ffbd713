import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Group cards, one column on a phone, two on a tablet, three on a wide screen. */
export function GroupGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

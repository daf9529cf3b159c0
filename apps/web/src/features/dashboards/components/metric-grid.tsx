import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The figure cards: one column on phones, two on tablets, four from a laptop up. */
export function MetricGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      {children}
    </SimpleGrid>
  );
}

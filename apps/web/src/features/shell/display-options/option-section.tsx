import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function OptionSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

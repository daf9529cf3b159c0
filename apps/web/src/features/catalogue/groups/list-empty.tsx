import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** No item at all, or none matching the search and filters. */
export function ListEmpty({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <ThemeIcon variant="light" size={48} radius="xl">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {hint}
      </Text>
    </Stack>
  );
}

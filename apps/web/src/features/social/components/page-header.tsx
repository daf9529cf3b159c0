import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A social screen's title, with what sits beside it (badges, actions), and one line under it. */
export function PageHeader({
  title,
  subtitle,
  aside,
}: {
  title: string;
  subtitle?: string;
  aside?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={2}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {aside && <Group gap="sm">{aside}</Group>}
    </Group>
  );
}

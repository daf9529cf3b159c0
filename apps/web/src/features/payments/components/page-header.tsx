import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A payment screen's title, with the sandbox badge beside it when it runs, and one line under it. */
export function PageHeader({
  title,
  subtitle,
  badge,
}: {
  title: string;
  subtitle?: string;
  badge?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {badge}
      </Group>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}

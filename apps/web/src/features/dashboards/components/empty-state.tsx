import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  /** A second, quieter line (such as the simulator for a sandbox). */
  note?: string;
  /** Links to where the merchant makes the figures happen. */
  actions?: ReactNode;
}

/** What a new merchant sees instead of an empty chart: what will appear here, and how to get there. */
export function EmptyState({ icon, title, body, note, actions }: EmptyStateProps) {
  return (
    <Stack align="center" gap={6} py="lg" px="md" ta="center" data-testid="dashboard-empty">
      <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {body}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" maw={460}>
          {note}
        </Text>
      )}
      {actions && (
        <Group gap="xs" justify="center" mt={4}>
          {actions}
        </Group>
      )}
    </Stack>
  );
}

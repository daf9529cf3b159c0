import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the order detail pane. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

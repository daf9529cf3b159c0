import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboards.module.css';

interface FigureRowProps {
  label: string;
  value: string;
  /** Below the label: a count, or the change from the previous range. */
  detail?: ReactNode;
}

/** One figure of an insight card: its name (and detail) at the start, the figure at the end. */
export function FigureRow({ label, value, detail }: FigureRowProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2}>
        <Text size="sm">{label}</Text>
        {detail}
      </Stack>
      <Text fw={650} fz="lg">
        <span className={classes.figure}>{value}</span>
      </Text>
    </Group>
  );
}

import { Paper, Text } from '@mantine/core';

/** One large figure with its label (the label also names it for assistive technology). */
export function MoneyFigure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} aria-label={label}>
        <bdi>{value}</bdi>
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

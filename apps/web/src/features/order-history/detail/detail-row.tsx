import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailRowProps {
  label: ReactNode;
  /** The value; null shows the not-applicable text given in `empty`. */
  value: ReactNode | null;
  empty?: string;
  strong?: boolean;
  /** Amounts: tabular digits so columns of money line up. */
  amount?: boolean;
  /** Left to right whatever the page direction (phone numbers); otherwise the value's own. */
  ltr?: boolean;
}

/** A label on the start side and its value on the end side (both directions). */
export function DetailRow({ label, value, empty, strong, amount, ltr }: DetailRowProps) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        c={value === null ? 'dimmed' : undefined}
        ta="end"
        style={amount ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}
      >
        {/* Isolated, so "12 min" or "+1 (416) 555-0199" keep their order on a right-to-left page. */}
        <bdi dir={ltr ? 'ltr' : undefined}>{value ?? empty}</bdi>
      </Text>
    </Group>
  );
}

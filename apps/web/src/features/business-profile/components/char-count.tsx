import { Text } from '@mantine/core';

/** The "n/max" counter under a length-limited field (spec 2 §5). */
export function CharCount({ value, max }: { value: string | null | undefined; max: number }) {
  const length = value?.length ?? 0;
  return (
    <Text component="span" size="xs" c={length > max ? 'red' : 'dimmed'} display="block" ta="end">
      {length}/{max}
    </Text>
  );
}

import { Text } from '@mantine/core';

/** The "n/35" counter of spec 2 §5, under a text field. */
export function CharCount({ value, max }: { value: string | null | undefined; max: number }) {
  const length = (value ?? '').length;
  return (
    <Text
      component="span"
      size="xs"
      c={length > max ? 'red' : 'dimmed'}
      style={{ display: 'block', textAlign: 'end' }}
    >
      {length}/{max}
    </Text>
  );
}

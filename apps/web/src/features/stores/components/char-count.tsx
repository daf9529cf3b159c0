import { Text } from '@mantine/core';

/** The "n/35" counter of spec 2 §5, under a text field. */
export function CharCount({ value, max }: { value: string; max: number }) {
  return (
    <Text
      component="span"
      size="xs"
      c={value.length > max ? 'red' : 'dimmed'}
      style={{ display: 'block', textAlign: 'end' }}
    >
      {value.length}/{max}
    </Text>
  );
}

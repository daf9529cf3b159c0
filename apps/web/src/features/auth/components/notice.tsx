import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An inline answer inside a form: red for a refusal (announced), teal or blue otherwise. */
export function Notice({ color, children }: { color: 'red' | 'teal' | 'blue'; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" role={color === 'red' ? 'alert' : 'status'} p="sm">
      <Text size="sm" component="div">
        {children}
      </Text>
    </Alert>
  );
}

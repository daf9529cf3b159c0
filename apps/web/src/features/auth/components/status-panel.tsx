import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const TONES = {
  success: { color: 'teal', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconX },
  mail: { color: undefined, Icon: IconMail },
} as const;

export type StatusTone = keyof typeof TONES | 'loading';

/** The outcome screens of the account flows: one icon, a title, a text and the next actions. */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="sm" role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'loading' ? <Loader size="lg" /> : <StatusIcon tone={tone} />}
      <Title order={1} size="h3">
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" size="sm" component="div">
          {children}
        </Text>
      ) : null}
      {actions ? (
        <Stack gap="xs" w="100%" mt="sm">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

function StatusIcon({ tone }: { tone: keyof typeof TONES }) {
  const { color, Icon } = TONES[tone];
  return (
    <ThemeIcon color={color} size={56} radius="xl" variant="light">
      <Icon size={32} aria-hidden />
    </ThemeIcon>
  );
}

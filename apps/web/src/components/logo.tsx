import { Group, Text } from '@mantine/core';

interface LogoProps {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  withWordmark?: boolean;
}

/** The Perkdesk mark (the favicon's "P" tile) in the theme's primary colour, with its wordmark. */
export function Logo({ size = 30, withWordmark = true }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Perkdesk" role="img">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path
          d="M10 23V9h7a5 5 0 0 1 0 10h-4"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {withWordmark && (
        <Text component="span" fw={700} fz={size * 0.62} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Perkdesk
        </Text>
      )}
    </Group>
  );
}

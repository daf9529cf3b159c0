import { ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A catalogue entry's image: its icon on a tinted tile (no network, works in dark mode). */
export function CategoryIcon({
  icon: Glyph,
  color,
  size = 48,
}: {
  icon: Icon;
  color?: string;
  size?: number;
}) {
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden>
      <Glyph size={Math.round(size * 0.55)} stroke={1.6} />
    </ThemeIcon>
  );
}

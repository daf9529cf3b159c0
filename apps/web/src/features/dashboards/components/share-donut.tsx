import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatCount, formatPercent } from '../model/metric-format';
import { ChartFigure } from './chart-figure';
import classes from './dashboards.module.css';

export interface ShareSlice {
  name: string;
  value: number;
  /** A theme colour such as "teal.6". */
  color: string;
}

interface ShareDonutProps {
  slices: readonly ShareSlice[];
  label: string;
  columns: readonly [string, string, string];
}

const shareOf = (value: number, total: number) => (total > 0 ? (value * 100) / total : 0);

/** Parts of a whole (platforms, new and returning clients): a donut with its legend and figures. */
export function ShareDonut({ slices, label, columns }: ShareDonutProps) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const table = {
    columns,
    rows: slices.map((slice) => [
      slice.name,
      formatCount(slice.value),
      formatPercent(shareOf(slice.value, total)),
    ]),
  };
  return (
    <ChartFigure label={label} table={table}>
      <Group justify="center" gap="lg" wrap="wrap">
        <DonutChart
          // An empty slice would still draw its stroke as a stray line.
          data={slices.filter((slice) => slice.value > 0)}
          size={150}
          thickness={22}
          withTooltip={false}
          chartLabel={formatCount(total)}
          // One whole slice has no seam to draw: no gap, no stroke.
          paddingAngle={slices.filter((slice) => slice.value > 0).length > 1 ? 2 : 0}
          strokeWidth={slices.filter((slice) => slice.value > 0).length > 1 ? 1 : 0}
        />
        <Stack gap={6}>
          {slices.map((slice) => (
            <Group key={slice.name} gap={8} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} />
              <Text size="sm" miw={80}>
                {slice.name}
              </Text>
              <Text size="sm" fw={600}>
                <span className={classes.figure}>{formatCount(slice.value)}</span>
              </Text>
              <Text size="xs" c="dimmed">
                <span className={classes.figure}>{formatPercent(shareOf(slice.value, total))}</span>
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartFigure>
  );
}

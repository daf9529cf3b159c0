import { useDirection } from '@mantine/core';

/** The y axis's ticks as Mantine draws them, moved to the side the axis stands on. */
const tick = (shift: number) => ({ transform: `translate(${shift}, 0)`, fontSize: 12, fill: 'currentColor' });

/**
 * Axes for the page's direction: in right-to-left pages time and categories run from the right,
 * with the value axis on the right, its labels outside the plot as on the left in LTR.
 */
export function useChartAxes() {
  const rtl = useDirection().dir === 'rtl';
  return {
    xAxisProps: { reversed: rtl },
    yAxisProps: rtl ? { orientation: 'right' as const, tick: tick(10) } : { orientation: 'left' as const },
  };
}

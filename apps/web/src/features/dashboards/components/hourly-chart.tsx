import { BarChart } from '@mantine/charts';
import type { PopularHour } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { formatCount } from '../model/metric-format';
import { hourSpan, hourStart } from '../model/popular-hours';
import { useChartAxes } from './chart-direction';
import { ChartFigure } from './chart-figure';

interface HourlyChartProps {
  /** The 24 hours, filled (model/popular-hours). */
  hours: readonly PopularHour[];
  label: string;
}

/** Activity per local hour of one weekday: 24 bars, named by the hour each starts. */
export function HourlyChart({ hours, label }: HourlyChartProps) {
  const { t } = useTranslation('dashboards');
  const axes = useChartAxes();
  const data = hours.map((row) => ({ tick: hourStart(row.hour), value: row.totalUserEngagement }));
  const table = {
    columns: [t('popular.hour'), t('popular.activity')],
    rows: hours.map((row) => [hourSpan(row.hour), formatCount(row.totalUserEngagement)]),
  };
  return (
    <ChartFigure label={label} table={table}>
      <BarChart
        h={240}
        data={data}
        dataKey="tick"
        series={[
          { name: 'value', label: t('popular.activity'), color: 'var(--mantine-primary-color-filled)' },
        ]}
        gridAxis="x"
        tickLine="none"
        valueFormatter={formatCount}
        xAxisProps={{ ...axes.xAxisProps, interval: 'preserveStartEnd', minTickGap: 8 }}
        yAxisProps={{ ...axes.yAxisProps, allowDecimals: false, width: 40 }}
        maxBarWidth={22}
      />
    </ChartFigure>
  );
}

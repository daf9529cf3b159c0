import { AreaChart } from '@mantine/charts';
import type { DashboardMetric, SeriesRow, ViewMode } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { axisTick } from '../model/axis-format';
import { formatMetric } from '../model/metric-format';
import { periodName, periodTick } from '../model/series-labels';
import { useChartAxes } from './chart-direction';
import { ChartFigure } from './chart-figure';

interface SeriesChartProps {
  rows: readonly SeriesRow[];
  metric: DashboardMetric;
  viewMode: ViewMode;
  /** The chart's accessible name and the table's caption. */
  label: string;
}

/** A figure per day, ISO week or month, as an area over time with the same figures as a table. */
export function SeriesChart({ rows, metric, viewMode, label }: SeriesChartProps) {
  const { t, i18n } = useTranslation('dashboards');
  const axes = useChartAxes();
  const minutes = (value: string) => t('units.minutes', { value });
  const format = (value: number) => formatMetric(metric, value, minutes);
  const week = (values: { week: number; year: number; day: string }) => t('viewMode.week', values);
  const data = rows.map((row) => ({ tick: periodTick(row, viewMode, i18n.language), value: row.total }));
  const table = {
    columns: [t('charts.period'), t(`metrics.${metric}`)],
    rows: rows.map((row) => [periodName(row, viewMode, i18n.language, week), format(row.total)]),
  };
  return (
    <ChartFigure label={label} table={table}>
      <AreaChart
        h={280}
        data={data}
        dataKey="tick"
        series={[
          { name: 'value', label: t(`metrics.${metric}`), color: 'var(--mantine-primary-color-filled)' },
        ]}
        curveType="monotone"
        withDots={rows.length <= 14}
        gridAxis="x"
        tickLine="none"
        valueFormatter={format}
        xAxisProps={{ ...axes.xAxisProps, minTickGap: 16 }}
        yAxisProps={{
          ...axes.yAxisProps,
          tickFormatter: (value: number) => axisTick(metric, value),
          width: 56,
        }}
        fillOpacity={0.25}
      />
    </ChartFigure>
  );
}

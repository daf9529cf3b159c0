import { BarChart } from '@mantine/charts';
import { useTranslation } from '../../../i18n/translation';
import { formatCount, formatPercent } from '../model/metric-format';
import type { RatingRow } from '../model/rating-chart';
import { useChartAxes } from './chart-direction';
import { ChartFigure } from './chart-figure';

interface RatingBarsProps {
  /** Rates 5 to 1, filled (model/rating-chart). */
  rows: readonly RatingRow[];
  label: string;
}

/** How many ratings each number of stars got: one bar per rate, best on top. */
export function RatingBars({ rows, label }: RatingBarsProps) {
  const { t } = useTranslation('dashboards');
  const axes = useChartAxes();
  const data = rows.map((row) => ({ tick: `${row.rate} ★`, value: row.total }));
  const table = {
    columns: [t('ratings.rate'), t('ratings.count'), t('ratings.share')],
    rows: rows.map((row) => [
      t('ratings.stars', { count: row.rate }),
      formatCount(row.total),
      formatPercent(row.percent),
    ]),
  };
  return (
    <ChartFigure label={label} table={table}>
      <BarChart
        h={190}
        data={data}
        dataKey="tick"
        orientation="vertical"
        series={[{ name: 'value', label: t('ratings.count'), color: 'yellow.6' }]}
        gridAxis="y"
        tickLine="none"
        valueFormatter={formatCount}
        // Vertical bars: the categories are the y axis, the counts the x axis.
        xAxisProps={{ reversed: axes.xAxisProps.reversed, allowDecimals: false }}
        yAxisProps={{ ...axes.yAxisProps, width: 44 }}
        maxBarWidth={18}
      />
    </ChartFigure>
  );
}

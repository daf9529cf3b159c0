import '@mantine/charts/styles.css';
import { Box, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { DataTable, type TableData } from './data-table';

interface ChartFigureProps {
  /** The chart's accessible name, also the table's caption. */
  label: string;
  table: TableData;
  /** The drawn chart; hidden from screen readers, which read the table instead. */
  children: ReactNode;
}

/**
 * A chart with an accessible name and its figures as a table: read out by screen readers while
 * the chart shows, and shown in its place by "Show as table" for anyone who wants the numbers.
 */
export function ChartFigure({ label, table, children }: ChartFigureProps) {
  const { t } = useTranslation('dashboards');
  const [asTable, setAsTable] = useState(false);
  return (
    <Box>
      <Group justify="flex-end" mb={4}>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={asTable ? <IconChartBar size={14} /> : <IconTable size={14} />}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t('charts.showChart') : t('charts.showTable')}
        </Button>
      </Group>
      {asTable ? (
        <Box style={{ overflowX: 'auto' }}>
          <DataTable caption={label} {...table} />
        </Box>
      ) : (
        <>
          <div role="img" aria-label={label}>
            {children}
          </div>
          <VisuallyHidden>
            <DataTable caption={label} {...table} />
          </VisuallyHidden>
        </>
      )}
    </Box>
  );
}

import { Table } from '@mantine/core';
import type { ArchivedOrder, ArchiveSortField } from '@perkdesk/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { type HistoryColumn, NUMERIC_COLUMNS, SORTABLE_COLUMNS } from '../model/history-columns';
import { HistoryCell } from './history-cell';
import classes from './history-table.module.css';
import { SortHeader } from './sort-header';

interface HistoryTableProps {
  orders: readonly ArchivedOrder[];
  columns: readonly HistoryColumn[];
  sort: { sort: ArchiveSortField; dir: 'asc' | 'desc' };
  onSort: (field: ArchiveSortField) => void;
  storeNames: ReadonlyMap<string, string>;
  storeZones: ReadonlyMap<string, string>;
  backSearch: string;
}

/**
 * The order-history table (spec 1 §2): the chosen columns, sortable headers where the server
 * sorts, and rows that open the order detail (the number is the row's link for the keyboard).
 */
export function HistoryTable({
  orders,
  columns,
  sort,
  onSort,
  storeNames,
  storeZones,
  backSearch,
}: HistoryTableProps) {
  const { t } = useTranslation('order-history');
  const navigate = useNavigate();
  const open = (id: string) =>
    navigate(paths.report.orderDetail(id), { state: { historySearch: backSearch } });

  return (
    <Table.ScrollContainer minWidth={Math.max(640, columns.length * 110)} type="native">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const field = SORTABLE_COLUMNS[column];
              const numeric = NUMERIC_COLUMNS.has(column);
              return field ? (
                <SortHeader
                  key={column}
                  numeric={numeric}
                  direction={sort.sort === field ? sort.dir : null}
                  onSort={() => onSort(field)}
                >
                  {t(`columns.${column}`)}
                </SortHeader>
              ) : (
                <Table.Th key={column} className={numeric ? classes.numeric : classes.nowrap}>
                  {t(`columns.${column}`)}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr
              key={order.id}
              className={classes.row}
              onClick={(event) => {
                // The number is a link of its own; a click there navigates once.
                if ((event.target as HTMLElement).closest('a')) return;
                open(order.id);
              }}
            >
              {columns.map((column) => (
                <Table.Td key={column} className={cellClass(column)}>
                  <HistoryCell
                    column={column}
                    order={order}
                    storeNames={storeNames}
                    storeZones={storeZones}
                    backSearch={backSearch}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// Short values that read badly broken over lines (names and items may wrap).
const NOWRAP_COLUMNS: ReadonlySet<HistoryColumn> = new Set([
  'id',
  'status',
  'lastUpdatedAt',
  'customerPhone',
  'isPickup',
]);

function cellClass(column: HistoryColumn): string | undefined {
  if (NUMERIC_COLUMNS.has(column)) return classes.numeric;
  if (column === 'storeId' || column === 'deliveryAddress') return classes.place;
  return NOWRAP_COLUMNS.has(column) ? classes.nowrap : undefined;
}

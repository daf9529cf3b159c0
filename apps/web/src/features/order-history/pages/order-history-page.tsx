import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ARCHIVE_SEARCH_MIN } from '@perkdesk/contracts';
import { IconFileSpreadsheet, IconReceiptOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ColumnChoice } from '../../../components/list-top-bar/column-chooser';
import type { ListFilter } from '../../../components/list-top-bar/list-filter';
import { ListPagination } from '../../../components/list-top-bar/list-pagination';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { useStoredColumns } from '../../../components/list-top-bar/stored-columns';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { useTranslation } from '../../../i18n/translation';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useStores } from '../../../lib/stores-query';
import { downloadArchivedOrders } from '../api/export-archived-orders';
import { useArchivedOrders } from '../api/list-archived-orders';
import { HistoryTable } from '../components/history-table';
import { HISTORY_COLUMN_SET, type HistoryColumn } from '../model/history-columns';
import {
  archiveQuery,
  HISTORY_STATUSES,
  historyDefaults,
  nextSort,
  ORDER_STATUS_KEY,
  searchTooShort,
} from '../model/history-query';

/** /app/report/order-history: the merchant's completed and refunded orders (spec 1 §2 Order history). */
export function OrderHistoryPage() {
  const { t } = useTranslation('order-history');
  const stores = useStores();
  const storeList = stores.data ?? [];
  const [query] = useSearchParams();
  // "Today" is the server's: in the chosen store's zone, else the earliest store's (contract §1).
  const zone = (storeList.find((s) => s.id === query.get('store')) ?? storeList[0])?.timeZone.zoneName;
  // Fixed for the visit: "one month back to today" should not move while the page is open.
  const defaults = useMemo(() => historyDefaults(new Date(), zone), [zone]);
  const list = useListParams(defaults);
  const location = useLocation();
  const chosen = useStoredColumns(STORAGE_KEYS.orderHistoryColumns, HISTORY_COLUMN_SET);
  const shortSearch = searchTooShort(list.params);
  // Asked once the stores are known, so the first page already has the right dates.
  const archive = archiveQuery(list.params, chosen.columns);
  const orders = useArchivedOrders(archive, !stores.isPending && !shortSearch);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    downloadArchivedOrders(archive, t('export.fileName', { day: new Date().toISOString().slice(0, 10) }))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  const storeNames = new Map(storeList.map((store) => [store.id, store.name]));
  const storeZones = new Map(storeList.map((store) => [store.id, store.timeZone.zoneName]));
  const filters: ListFilter[] = [
    { kind: 'store', stores: storeList.map((store) => ({ value: store.id, label: store.name })) },
    { kind: 'dateRange' },
    { kind: 'serve' },
    {
      kind: 'select',
      key: ORDER_STATUS_KEY,
      label: t('filters.orderStatus'),
      placeholder: t('filters.allStatuses'),
      options: HISTORY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
  ];
  const columnChoice: ColumnChoice<HistoryColumn> = {
    options: HISTORY_COLUMN_SET.all.map((column) => ({ value: column, label: t(`columns.${column}`) })),
    value: chosen.columns,
    required: HISTORY_COLUMN_SET.required,
    onChange: chosen.choose,
    onReset: chosen.reset,
  };
  const total = orders.data?.totalElements ?? 0;
  const page = { page: list.params.page, pageCount: Math.max(1, Math.ceil(total / list.params.size)), total };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </div>
      <ListTopBar
        searchPlaceholder={t('filters.search')}
        filters={filters}
        sortOptions={[]}
        defaults={defaults}
        columns={columnChoice}
      >
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={exporting}
          disabled={shortSearch || total === 0}
          onClick={exportCsv}
        >
          {t('export.button')}
        </Button>
      </ListTopBar>
      {shortSearch && (
        <Alert color="yellow" variant="light" title={t('filters.searchShort', { min: ARCHIVE_SEARCH_MIN })} />
      )}
      {orders.isError && (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => orders.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {orders.isPending && !shortSearch && <Skeleton h={240} />}
        {!shortSearch && orders.isSuccess && orders.data.content.length === 0 && (
          <Stack align="center" gap={6} p="xl">
            <IconReceiptOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
            <Text fw={500}>{t('empty.title')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {list.filtered ? t('empty.filtered') : t('empty.period')}
            </Text>
          </Stack>
        )}
        {!shortSearch && orders.isSuccess && orders.data.content.length > 0 && (
          <HistoryTable
            orders={orders.data.content}
            columns={chosen.columns}
            sort={list.params}
            onSort={(field) => list.set(nextSort(list.params, field))}
            storeNames={storeNames}
            storeZones={storeZones}
            backSearch={location.search}
          />
        )}
      </Paper>
      {!shortSearch && orders.isSuccess && <ListPagination page={page} defaults={defaults} />}
    </Stack>
  );
}

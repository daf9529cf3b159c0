import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPagination } from '../../../components/list-top-bar/list-pagination';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useStores } from '../api/list-stores';
import { useSetStoreStatus } from '../api/set-store-status';
import { DeleteStoresDialog } from '../components/delete-stores-dialog';
import { StoreListEmpty } from '../components/store-list-empty';
import { StoreRow } from '../components/store-row';
import { storeAccessors } from '../store-list-params';
import { NEW_STORE } from '../use-store-editor';

/** /app/setup/business-location: the merchant's stores (spec 2 §2, spec 1 §2 menu). */
export function StoreListPage() {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const stores = useStores();
  const status = useSetStoreStatus();
  const list = useListParams();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Store[]>([]);
  const page = selectPage(stores.data ?? [], list.params, storeAccessors);
  const shownChecked = page.items.filter((store) => checked.has(store.id));
  const edit = (id: string) => navigate(paths.setup.store.general(id));
  const check = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('list.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('list.subtitle')}
        </Text>
      </div>
      <ListTopBar
        onAdd={() => navigate(paths.setup.store.general(NEW_STORE))}
        addLabel={t('list.add')}
        onEdit={() => shownChecked[0] && edit(shownChecked[0].id)}
        onDelete={() => setToDelete(shownChecked)}
        selection={{
          checked: shownChecked.length,
          shown: page.items.length,
          onToggleAll: (on) => setChecked(on ? new Set(page.items.map((store) => store.id)) : new Set()),
        }}
        searchPlaceholder={t('list.search')}
        filters={[{ kind: 'status' }]}
        sortOptions={['name', 'status', 'date']}
      />
      {stores.isError && (
        <Alert color="red" variant="light" title={t('list.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => stores.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md">
        {stores.isPending && <Skeleton h={160} />}
        {stores.isSuccess && page.items.length === 0 && <StoreListEmpty filtered={list.filtered} />}
        {page.items.map((store) => (
          <StoreRow
            key={store.id}
            store={store}
            checked={checked.has(store.id)}
            onCheck={(on) => check(store.id, on)}
            onToggle={(active) => status.mutate({ id: store.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
            onEdit={() => edit(store.id)}
            onDelete={() => setToDelete([store])}
          />
        ))}
      </Paper>
      {stores.isSuccess && <ListPagination page={page} />}
      <DeleteStoresDialog
        items={toDelete}
        onClose={() => setToDelete([])}
        onDeleted={() => setChecked(new Set())}
      />
    </Stack>
  );
}

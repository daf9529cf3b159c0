import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@perkdesk/contracts';
import { useState } from 'react';
import type { ListFilter } from '../../../components/list-top-bar/list-filter';
import { ListPagination } from '../../../components/list-top-bar/list-pagination';
import { ListTopBar } from '../../../components/list-top-bar/list-top-bar';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { ScheduleDialog } from '../../../components/schedule-dialog/schedule-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure, notifySuccess } from '../../../lib/api-notify';
import { useStores } from '../../../lib/stores-query';
import { useAddonGroups } from '../api/list-addon-groups';
import { useProductGroups } from '../api/list-product-groups';
import { useProducts } from '../api/list-products';
import { useSaveProduct } from '../api/save-product';
import { useSetProductStatus } from '../api/set-product-status';
import { ClickableRow } from '../groups/clickable-row';
import { useDetailParam } from '../groups/use-detail-param';
import { DeleteProductsDialog } from '../products/components/delete-products-dialog';
import { ProductDialog } from '../products/components/product-dialog';
import { ProductListEmpty } from '../products/components/product-list-empty';
import { ProductRow } from '../products/components/product-row';
import { duplicateForm, type ProductFormValues } from '../products/product-form';
import {
  filterByAddonGroup,
  PRODUCT_FILTER_KEYS,
  productAccessors,
  serverFilters,
} from '../products/product-list-params';
import { windowsOf, withSchedule } from '../products/product-schedule';
import { useTerms } from '../terms/api/list-terms';

/** /app/products/products: the merchant's products (spec 2 §2 Products, Screen behaviours). */
export function ProductListPage() {
  const { t } = useTranslation('products');
  const list = useListParams();
  const products = useProducts(serverFilters(list.params));
  const stores = useStores();
  const productGroups = useProductGroups();
  const addonGroups = useAddonGroups();
  const categories = useTerms('CATEGORY');
  const status = useSetProductStatus();
  const saveProduct = useSaveProduct();
  const detail = useDetailParam();
  const [editing, setEditing] = useState(false);
  // The add dialog, and the values a new product starts from (none, or a duplicate's).
  const [adding, setAdding] = useState<{ opened: boolean; prefill: ProductFormValues | null }>({
    opened: false,
    prefill: null,
  });
  const add = (prefill: ProductFormValues | null = null) => setAdding({ opened: true, prefill });
  const [scheduling, setScheduling] = useState<Product | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Product[]>([]);

  const shown = filterByAddonGroup(products.data ?? [], list.params);
  const page = selectPage(shown, list.params, productAccessors);
  const shownChecked = page.items.filter((product) => checked.has(product.id));
  const storeNames = new Map((stores.data ?? []).map((store) => [store.id, store.name]));
  const check = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const open = (id: string, edit = false) => {
    setEditing(edit);
    detail.open(id);
  };
  const filters: ListFilter[] = [
    { kind: 'store', stores: (stores.data ?? []).map((store) => ({ value: store.id, label: store.name })) },
    {
      kind: 'select',
      key: PRODUCT_FILTER_KEYS.group,
      label: t('list.filters.group'),
      options: (productGroups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    },
    {
      kind: 'select',
      key: PRODUCT_FILTER_KEYS.addonGroup,
      label: t('list.filters.addonGroup'),
      options: (addonGroups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    },
    {
      kind: 'select',
      key: PRODUCT_FILTER_KEYS.category,
      label: t('list.filters.category'),
      options: (categories.data ?? []).map((category) => ({ value: category.name, label: category.name })),
    },
    { kind: 'status' },
  ];

  const saveSchedule = async (product: Product, schedule: Parameters<typeof withSchedule>[1]) => {
    let input: ReturnType<typeof withSchedule>;
    try {
      input = withSchedule(product, schedule);
    } catch {
      // The product as saved no longer passes today's rules; the dialog says what to fix.
      notifyFailure(t('schedule.invalidProduct'));
      throw new Error('invalid product');
    }
    await saveProduct.mutateAsync({ id: product.id, input });
    notifySuccess(t('dialog.saved'), t('dialog.success'));
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('list.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('list.subtitle')}
        </Text>
      </div>
      <ListTopBar
        onAdd={() => add()}
        addLabel={t('list.add')}
        onEdit={() => shownChecked[0] && open(shownChecked[0].id, true)}
        onDelete={() => setToDelete(shownChecked)}
        selection={{
          checked: shownChecked.length,
          shown: page.items.length,
          onToggleAll: (on) => setChecked(on ? new Set(page.items.map((product) => product.id)) : new Set()),
        }}
        searchPlaceholder={t('list.search')}
        filters={filters}
        sortOptions={['name', 'status', 'date']}
      />
      {products.isError && (
        <Alert color="red" variant="light" title={t('list.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => products.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {products.isPending && <Skeleton h={160} />}
        {products.isSuccess && page.items.length === 0 && (
          <ProductListEmpty filtered={list.filtered} onAdd={() => add()} />
        )}
        {page.items.map((product) => (
          <ClickableRow key={product.id} onOpen={() => open(product.id)}>
            <ProductRow
              product={product}
              storeNames={storeNames}
              checked={checked.has(product.id)}
              onCheck={(on) => check(product.id, on)}
              onToggle={(active) => status.mutate({ id: product.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
              onSchedule={() => setScheduling(product)}
              onShow={() => open(product.id)}
              onDuplicate={() => add(duplicateForm(product))}
              onEdit={() => open(product.id, true)}
              onDelete={() => setToDelete([product])}
            />
          </ClickableRow>
        ))}
      </Paper>
      {products.isSuccess && <ListPagination page={page} />}

      <ProductDialog
        opened={detail.id !== null}
        productId={detail.id}
        startInEdit={editing}
        onClose={() => {
          setEditing(false);
          detail.close();
        }}
      />
      <ProductDialog
        opened={adding.opened}
        productId={null}
        prefill={adding.prefill}
        onClose={() => setAdding((current) => ({ ...current, opened: false }))}
      />
      <ScheduleDialog
        opened={scheduling !== null}
        onClose={() => setScheduling(null)}
        title={scheduling ? t('schedule.titleNamed', { name: scheduling.name }) : undefined}
        value={{
          hideUntil: scheduling?.hideUntil ?? null,
          availableTime: scheduling ? windowsOf(scheduling) : [],
        }}
        onSubmit={(result) => scheduling && saveSchedule(scheduling, result)}
      />
      <DeleteProductsDialog
        products={toDelete}
        onClose={() => setToDelete([])}
        onDeleted={(ids) => {
          setChecked((current) => new Set([...current].filter((id) => !ids.includes(id))));
          if (detail.id && ids.includes(detail.id)) detail.close();
        }}
      />
    </Stack>
  );
}

import type { Product } from '@perkdesk/contracts';
import { useState } from 'react';
import type { ListFilter } from '../../../components/list-top-bar/list-filter';
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
import { CatalogueListFrame } from '../groups/catalogue-list-frame';
import { ClickableRow } from '../groups/clickable-row';
import { listSelection } from '../groups/list-selection';
import { useChecked } from '../groups/use-checked';
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
  const checked = useChecked();
  const [toDelete, setToDelete] = useState<Product[]>([]);

  const shown = filterByAddonGroup(products.data ?? [], list.params);
  const page = selectPage(shown, list.params, productAccessors);
  const storeNames = new Map((stores.data ?? []).map((store) => [store.id, store.name]));
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
    <CatalogueListFrame
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      query={products}
      loadFailed={t('list.loadFailed')}
      page={page}
      paperStyle={{ overflow: 'hidden' }}
      topBar={
        <ListTopBar
          onAdd={() => add()}
          addLabel={t('list.add')}
          {...listSelection(page.items, checked, { edit: (id) => open(id, true), remove: setToDelete })}
          searchPlaceholder={t('list.search')}
          filters={filters}
          sortOptions={['name', 'status', 'date']}
        />
      }
      dialogs={
        <>
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
              checked.drop(ids);
              if (detail.id && ids.includes(detail.id)) detail.close();
            }}
          />
        </>
      }
    >
      {products.isSuccess && page.items.length === 0 && (
        <ProductListEmpty filtered={list.filtered} onAdd={() => add()} />
      )}
      {page.items.map((product) => (
        <ClickableRow key={product.id} onOpen={() => open(product.id)}>
          <ProductRow
            product={product}
            storeNames={storeNames}
            checked={checked.has(product.id)}
            onCheck={(on) => checked.set(product.id, on)}
            onToggle={(active) => status.mutate({ id: product.id, status: active ? 'ACTIVE' : 'INACTIVE' })}
            onSchedule={() => setScheduling(product)}
            onShow={() => open(product.id)}
            onDuplicate={() => add(duplicateForm(product))}
            onEdit={() => open(product.id, true)}
            onDelete={() => setToDelete([product])}
          />
        </ClickableRow>
      ))}
    </CatalogueListFrame>
  );
}

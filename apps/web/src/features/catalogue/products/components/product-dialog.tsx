import { Alert, Modal, Skeleton, Stack } from '@mantine/core';
import type { Product, Store } from '@perkdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useDialogMode } from '../../../../components/dialog-mode/use-dialog-mode';
import { ChildDialogsProvider, useChildDialogs } from '../../../../components/dialog-stack/dialog-stack';
import { useTranslation } from '../../../../i18n/translation';
import { notifySuccess } from '../../../../lib/api-notify';
import { useStores } from '../../../../lib/stores-query';
import { catalogueKeys } from '../../api/catalogue-keys';
import { useProduct } from '../../api/get-product';
import { useSaveProduct } from '../../api/save-product';
import { CatalogueDialog } from '../../groups/catalogue-dialog';
import { withSavingToast } from '../../groups/saving-toast';
import {
  emptyProductForm,
  formSnapshot,
  type ProductFormValues,
  productToForm,
  validateProductForm,
} from '../product-form';
import { ProductFields } from './product-fields';

export interface ProductDialogProps {
  opened: boolean;
  onClose: () => void;
  /** An existing product (show, or edit from its row's icon); null adds one. */
  productId: string | null;
  /** The values a new product starts from (a duplicate). */
  prefill?: ProductFormValues | null;
  startInEdit?: boolean;
}

/**
 * The product dialog (spec 2 §2 Dialogs, §4 dialog modes): an existing product opens read only,
 * the first submit edits, the second saves; an unchanged one asks first. A deleted product is
 * shown, never submitted.
 */
export function ProductDialog(props: ProductDialogProps) {
  const { t } = useTranslation('products');
  const shown = useOpening(props);
  const stores = useStores();
  const product = useProduct(shown.productId, useListedProduct(shown.productId));

  if (!stores.data || (shown.productId && !product.data)) {
    const failed = stores.isError || product.isError;
    return (
      <Modal opened={props.opened} onClose={props.onClose} title={t('dialog.showTitle')} size="xl" centered>
        {failed ? (
          <Alert color="red" variant="light">
            {t('dialog.loadFailed')}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Skeleton h={36} />
            <Skeleton h={80} />
            <Skeleton h={36} />
          </Stack>
        )}
      </Modal>
    );
  }
  return (
    <ProductEditor
      // Each opening, and another product, starts a new form and a new mode.
      key={`${shown.session}-${shown.productId ?? 'new'}`}
      opened={props.opened}
      onClose={props.onClose}
      productId={shown.productId}
      prefill={shown.prefill}
      startInEdit={shown.startInEdit}
      product={product.data ?? null}
      stores={stores.data}
    />
  );
}

/**
 * What the dialog shows: taken when it opens (or the product changes while open) and kept while
 * it closes, so the closing dialog does not change under the user.
 */
function useOpening({ opened, productId, prefill = null, startInEdit = false }: ProductDialogProps) {
  const [state, setState] = useState({ opened, session: 0, productId, prefill, startInEdit });
  const reopened = opened && !state.opened;
  if (opened !== state.opened || (opened && productId !== state.productId)) {
    // State adjusted during render, as React advises for values derived from props.
    setState({
      opened,
      session: reopened ? state.session + 1 : state.session,
      productId: opened ? productId : state.productId,
      prefill: opened ? prefill : state.prefill,
      startInEdit: opened ? startInEdit : state.startInEdit,
    });
  }
  return state;
}

/** The product as a list already holds it, so a row opens at once. */
function useListedProduct(id: string | null): Product | undefined {
  const queryClient = useQueryClient();
  if (!id) return undefined;
  for (const [, products] of queryClient.getQueriesData<Product[]>({
    queryKey: catalogueKeys.productLists,
  })) {
    const found = products?.find((product) => product.id === id);
    if (found) return found;
  }
  return undefined;
}

interface ProductEditorProps extends ProductDialogProps {
  product: Product | null;
  stores: Store[];
}

function ProductEditor({ opened, onClose, product, prefill, stores, startInEdit }: ProductEditorProps) {
  const { t } = useTranslation('products');
  const save = useSaveProduct();
  const defaults = useMemo(
    () => (product ? productToForm(product) : (prefill ?? emptyProductForm(stores.map((store) => store.id)))),
    [product, prefill, stores],
  );
  const initial = useRef(formSnapshot(defaults, product));
  const form = useForm<ProductFormValues>({
    defaultValues: defaults,
    resolver: productResolver(product),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const deleted = product?.status === 'DELETED';
  // Both read on every render: reading isValid subscribes the form to it.
  const { isSubmitted, isValid } = form.formState;
  const blocked = isSubmitted && !isValid;
  const children = useChildDialogs();

  const saveNow = form.handleSubmit(async (values) => {
    const checked = validateProductForm(values, product);
    if (!checked.ok) return;
    const saved = await withSavingToast(t('dialog.saving'), () =>
      save.mutateAsync({ id: product?.id ?? null, input: checked.input }),
    );
    notifySuccess(t('dialog.saved'), t('dialog.success'));
    form.reset(productToForm(saved));
    onClose();
  });
  const mode = useDialogMode({
    isNew: product === null,
    isDirty: () => formSnapshot(form.getValues(), product) !== initial.current,
    // A refused save has already raised the api client's toasts.
    save: () => void saveNow().catch(() => undefined),
    isDeleted: deleted,
    startInEdit,
  });
  const title =
    mode.mode === 'add'
      ? t('dialog.addTitle')
      : mode.mode === 'edit'
        ? t('dialog.editTitle')
        : t('dialog.showTitle');

  return (
    <CatalogueDialog
      opened={opened}
      onClose={onClose}
      title={title}
      mode={mode}
      onSubmit={mode.submit}
      saving={save.isPending}
      submitDisabled={!mode.readOnly && blocked}
      // The no-change question is a dialog on top too.
      closeOnEscape={!children.childOpen && !mode.noChange.opened}
    >
      <ChildDialogsProvider value={children.register}>
        <ProductFields form={form} stores={stores} readOnly={mode.readOnly} deleted={deleted} />
      </ChildDialogsProvider>
    </CatalogueDialog>
  );
}

/**
 * Validates with the contract's schema (validateProductForm); attribute rows without a label
 * are marked on their row.
 */
function productResolver(product: Product | null): Resolver<ProductFormValues> {
  return (values) => {
    const checked = validateProductForm(values, product);
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(checked.errors)) {
      const name = field === 'schedule' ? 'availableTime' : field;
      errors[name] = { type: 'validate', message };
    }
    const rows = Object.entries(checked.rowErrors);
    if (rows.length > 0) {
      const list: unknown[] = [];
      for (const [index, message] of rows) list[Number(index)] = { label: { type: 'validate', message } };
      errors.attributes = list;
    }
    return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
  };
}

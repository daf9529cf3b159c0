import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ProductGroup } from '@perkdesk/contracts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDialogMode } from '../../../components/dialog-mode/use-dialog-mode';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { productQuery } from '../api/get-product';
import { useProducts } from '../api/list-products';
import { useSaveProductGroup } from '../api/save-product-group';
import { CatalogueDialog } from '../groups/catalogue-dialog';
import { catalogueMessage } from '../groups/catalogue-message';
import { CharCount } from '../groups/char-count';
import { type DialogTarget, targetKey } from '../groups/dialog-target';
import { DESCRIPTION_MAX, NAME_MAX } from '../groups/form-fields';
import { formatPrice } from '../groups/format-price';
import { ImageStrip } from '../groups/image-strip';
import { imagesChanged, membersChanged } from '../groups/member-changes';
import { type MemberCandidate, MemberTable } from '../groups/member-table';
import { withSavingToast } from '../groups/saving-toast';
import {
  type ProductGroupDraft,
  type ProductGroupFormOutput,
  type ProductGroupFormValues,
  productGroupFormSchema,
  productGroupInput,
  productGroupToDraft,
} from './product-group-form';

export type ProductGroupTarget = DialogTarget<ProductGroup, ProductGroupDraft>;

/** The product group dialog (spec 2 §2 Dialogs: product group with product table and search). */
export function ProductGroupDialog({
  target,
  onClose,
}: {
  target: ProductGroupTarget | null;
  onClose: () => void;
}) {
  if (!target) return null;
  return <ProductGroupForm key={targetKey(target)} target={target} onClose={onClose} />;
}

function ProductGroupForm({ target, onClose }: { target: ProductGroupTarget; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const group = target.kind === 'existing' ? target.item : null;
  const [draft] = useState(() =>
    target.kind === 'existing'
      ? productGroupToDraft(target.item)
      : (target.draft ?? productGroupToDraft(null)),
  );
  const form = useForm<ProductGroupFormValues, unknown, ProductGroupFormOutput>({
    resolver: zodResolver(productGroupFormSchema),
    defaultValues: draft.values,
  });
  const [images, setImages] = useState(draft.images);
  const [members, setMembers] = useState(draft.members);
  const initialMembers = group?.products ?? [];
  const products = useProducts();
  const save = useSaveProductGroup();

  const isDirty = () =>
    JSON.stringify(form.getValues()) !== JSON.stringify(draft.values) ||
    imagesChanged(draft.images, images) ||
    membersChanged(initialMembers, members);

  const submitValid = async (values: ProductGroupFormOutput) => {
    const input = productGroupInput(values, images, initialMembers, members);
    const saved = await withSavingToast(t('dialog.saving'), () =>
      save.mutateAsync({ id: group?.id ?? null, input }),
    ).catch(() => null);
    if (!saved) return;
    notifySuccess(group ? t('productGroups.updated') : t('productGroups.added'), t('dialog.success'));
    onClose();
  };

  const mode = useDialogMode({
    isNew: group === null,
    isDirty,
    save: () => void form.handleSubmit(submitValid)(),
    isDeleted: group?.status === 'DELETED',
    startInEdit: target.kind === 'existing' && target.startEditing,
  });
  const readOnly = mode.readOnly;
  const { errors } = form.formState;
  const message = (text?: string) => catalogueMessage(t, text);
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });

  // Members the product list lacks were deleted since: named by their own record, "(deleted)".
  const liveIds = new Set((products.data ?? []).map((product) => product.id));
  const missingIds = products.isSuccess ? members.filter((id) => !liveIds.has(id)) : [];
  const missingProducts = useQueries({ queries: missingIds.map((id) => productQuery(id)) });
  const candidates: MemberCandidate[] = (products.data ?? []).map((product) => ({
    id: product.id,
    name: product.name,
    image: product.images[0],
    status: product.status,
    detail: formatPrice(product.price),
  }));
  const missing: MemberCandidate[] = missingIds.map((id, index) => {
    const found = missingProducts[index]?.data;
    return { id, name: found?.name ?? t('members.unknown'), image: found?.images[0], status: 'DELETED' };
  });

  const title =
    mode.mode === 'add'
      ? t('productGroups.dialog.add')
      : mode.mode === 'edit'
        ? t('productGroups.dialog.edit')
        : t('productGroups.dialog.show');

  return (
    <CatalogueDialog
      opened
      onClose={onClose}
      title={title}
      mode={mode}
      onSubmit={mode.submit}
      saving={save.isPending}
    >
      {group?.status === 'DELETED' && (
        <Alert color="red" variant="light">
          {t('dialog.deleted')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="sm">
          <TextInput
            label={t('fields.name')}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            maxLength={NAME_MAX}
            description={<CharCount value={name} max={NAME_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(errors.name?.message)}
            data-autofocus={readOnly ? undefined : true}
            {...form.register('name')}
          />
          <Textarea
            label={t('fields.description')}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            maxLength={DESCRIPTION_MAX}
            autosize
            minRows={2}
            maxRows={5}
            description={<CharCount value={description} max={DESCRIPTION_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
        </Stack>
        {readOnly ? (
          <ImageStrip label={t('fields.image')} images={images} />
        ) : (
          <ImageUploader
            label={t('fields.image')}
            description={t('productGroups.imageHint')}
            value={images}
            onChange={setImages}
            max={1}
          />
        )}
      </SimpleGrid>
      <MemberTable
        label={t('productGroups.products')}
        searchLabel={t('productGroups.searchProducts')}
        candidates={candidates}
        missing={missing}
        value={members}
        onChange={setMembers}
        readOnly={readOnly}
        loading={products.isPending}
      />
    </CatalogueDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductGroup } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { useProductsById } from '../api/get-product';
import { useProducts } from '../api/list-products';
import { useSaveProductGroup } from '../api/save-product-group';
import { type DialogTarget, targetKey } from '../groups/dialog-target';
import { GroupDialogFrame } from '../groups/group-dialog-frame';
import { useGroupForm } from '../groups/use-group-form';
import { useMemberCandidates } from '../groups/use-member-candidates';
import {
  type ProductGroupDraft,
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
  const state = useGroupForm({
    target,
    toDraft: productGroupToDraft,
    resolver: zodResolver(productGroupFormSchema),
    toInput: productGroupInput,
    save: useSaveProductGroup(),
    savedNotice: (updated) => (updated ? t('productGroups.updated') : t('productGroups.added')),
    onSaved: onClose,
  });
  const products = useProducts();
  const { candidates, missing } = useMemberCandidates(products, state.members, useProductsById);

  return (
    <GroupDialogFrame
      state={state}
      titles={{
        add: t('productGroups.dialog.add'),
        edit: t('productGroups.dialog.edit'),
        show: t('productGroups.dialog.show'),
      }}
      onClose={onClose}
      images={{ label: t('fields.image'), description: t('productGroups.imageHint'), max: 1 }}
      members={{
        label: t('productGroups.products'),
        searchLabel: t('productGroups.searchProducts'),
        candidates,
        missing,
        loading: products.isPending,
      }}
    />
  );
}

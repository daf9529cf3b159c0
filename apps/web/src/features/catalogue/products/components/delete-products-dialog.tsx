import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import type { Product } from '@perkdesk/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../../i18n/translation';
import { notifySuccess } from '../../../../lib/api-notify';
import { useDeleteProducts } from '../../api/delete-products';
import { usePromotionsOfProducts } from '../../api/product-promotions';

interface DeleteProductsDialogProps {
  /** The products to delete; none closes the dialog. */
  products: readonly Product[];
  onClose: () => void;
  onDeleted: (ids: readonly string[]) => void;
}

/**
 * Asks before deleting (spec 2 §4 Dependencies): the promotions using the products are asked for
 * first and listed, since deleting makes them inactive.
 */
export function DeleteProductsDialog({ products, onClose, onDeleted }: DeleteProductsDialogProps) {
  const { t } = useTranslation('products');
  const remove = useDeleteProducts();
  const ids = products.map((product) => product.id);
  const promotions = usePromotionsOfProducts(ids);
  const count = products.length;

  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        notifySuccess(t('delete.done', { count: deleted }));
        onDeleted(ids);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      opened={count > 0}
      title={t('delete.title', { count })}
      confirmLabel={t('delete.confirm')}
      danger
      loading={remove.isPending || promotions.pending}
      onClose={onClose}
      onConfirm={confirm}
      message={
        <Stack gap="sm">
          <Text size="sm">
            {count === 1
              ? t('delete.messageOne', { name: products[0]?.name ?? '' })
              : t('delete.messageMany', { count })}
          </Text>
          {promotions.pending && (
            <Text size="sm" c="dimmed">
              <Loader size={12} me={8} />
              {t('delete.checking')}
            </Text>
          )}
          {!promotions.pending && promotions.promotions.length > 0 && (
            <Alert color="orange" variant="light" title={t('delete.promotionsTitle')}>
              <Stack gap={6}>
                <Text size="sm">
                  {t('delete.promotionsWarning', { count: promotions.promotions.length })}
                </Text>
                <List size="sm" spacing={2}>
                  {promotions.promotions.map((promotion) => (
                    <List.Item key={promotion.id}>
                      <bdi>{promotion.name}</bdi>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Alert>
          )}
          {promotions.failed && (
            <Text size="sm" c="dimmed">
              {t('delete.checkFailed')}
            </Text>
          )}
        </Stack>
      }
    />
  );
}

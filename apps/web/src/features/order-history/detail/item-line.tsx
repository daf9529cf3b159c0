import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { CartLine } from '@perkdesk/contracts';
import { Link } from 'react-router';
import { DETAIL_KEY } from '../../../components/list-top-bar/list-params';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney, formatTaxes } from '../model/order-format';
import classes from './order-detail.module.css';

/** The products screen opening this product's dialog (`?p=<productId>`, spec 1 §2). */
const productLink = (productId: string) =>
  `${paths.products.products}?${new URLSearchParams({ [DETAIL_KEY]: productId })}`;

/**
 * One line of the order (spec 1 §2 Item list): the product with its link, quantity × price and
 * the line total, the discount and applied taxes, the add-ons, the instruction, and a badge for
 * a redeem or free-item line.
 */
export function ItemLine({ line }: { line: CartLine }) {
  const { t } = useTranslation('order-history');
  return (
    <Stack gap={4} className={classes.line}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
        <Stack gap={2}>
          <Group gap={6}>
            <Anchor component={Link} to={productLink(line.productId)} fw={600} size="sm">
              {line.productName}
            </Anchor>
            {line.isRedeem && (
              <Badge size="xs" color="grape" variant="light">
                {t('detail.items.redeem')}
              </Badge>
            )}
            {line.isFreeItem && (
              <Badge size="xs" color="teal" variant="light">
                {t('detail.items.freeItem')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('detail.items.quantityPrice', { quantity: line.quantity, price: formatMoney(line.price) })}
          </Text>
        </Stack>
        <Text size="sm" fw={600} className={classes.amount}>
          {formatMoney(line.totalAmount)}
        </Text>
      </Group>
      {line.addons.map((addon) => (
        <Group
          key={`${addon.addonGroupId ?? ''}-${addon.productId}`}
          justify="space-between"
          wrap="nowrap"
          gap="md"
        >
          <Text size="xs" c="dimmed" className={classes.indent}>
            {t('detail.items.addon', {
              name: addon.productName,
              quantity: line.quantity * addon.quantity,
              price: formatMoney(addon.price),
            })}
          </Text>
          <Text size="xs" className={classes.amount}>
            {formatMoney(addon.totalAmount)}
          </Text>
        </Group>
      ))}
      {lineDiscount(line) > 0 && (
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Text size="xs" c="dimmed" className={classes.indent}>
            {t('detail.items.discount')}
          </Text>
          <Text size="xs" c="green" className={classes.amount}>
            {formatMoney(-lineDiscount(line))}
          </Text>
        </Group>
      )}
      <Text size="xs" c="dimmed" className={classes.indent}>
        {t('detail.items.taxes', { taxes: formatTaxes(line.appliedTaxes) ?? t('taxExempt') })}
      </Text>
      {line.instruction?.trim() && (
        <Text size="xs" fs="italic" className={classes.indent}>
          {t('detail.items.instruction', { text: line.instruction })}
        </Text>
      )}
    </Stack>
  );
}

/** The line's discount with its add-ons' (contract §1: discountAmount sums both). */
function lineDiscount(line: CartLine): number {
  return line.totalDiscountAmount + line.addons.reduce((sum, addon) => sum + addon.totalDiscountAmount, 0);
}

import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { CartLine, MerchantOrder } from '@perkdesk/contracts';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { DetailSection } from './detail-section';
import classes from './orders.module.css';

/** The items: name, quantity × price and the line total, add-ons, discount, the customer's note. */
export function OrderLines({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('orders');
  return (
    <DetailSection title={`${t('detail.items')} · ${t('card.items', { count: order.numberOfItems })}`}>
      <Stack gap="xs">
        {order.items.map((line, index) => (
          <Fragment key={line.id}>
            {index > 0 && <Divider />}
            <OrderLine line={line} />
          </Fragment>
        ))}
      </Stack>
    </DetailSection>
  );
}

function OrderLine({ line }: { line: CartLine }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            <bdi>
              {line.quantity} × {line.productName}
            </bdi>
          </Text>
          {line.isRedeem && (
            <Badge size="xs" variant="light" color="grape">
              {t('detail.redeem')}
            </Badge>
          )}
          {line.isFreeItem && (
            <Badge size="xs" variant="light" color="green">
              {t('detail.freeItem')}
            </Badge>
          )}
        </Group>
        <Text size="sm" className={classes.number}>
          {formatMoney(line.totalAmount)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" className={classes.number}>
        <bdi>{t('detail.quantityPrice', { quantity: line.quantity, price: formatMoney(line.price) })}</bdi>
      </Text>
      {line.addons.map((addon) => (
        <Group key={addon.productId} justify="space-between" wrap="nowrap" ps="md">
          <Text size="xs">
            <bdi>
              + {addon.quantity} × {addon.productName}
            </bdi>
          </Text>
          <Text size="xs" className={classes.number}>
            {formatMoney(addon.totalAmount)}
          </Text>
        </Group>
      ))}
      {line.totalDiscountAmount > 0 && (
        <Group justify="space-between" wrap="nowrap" ps="md">
          <Text size="xs" c="green">
            {t('detail.discount')}
          </Text>
          <Text size="xs" c="green" className={classes.number}>
            {formatMoney(-line.totalDiscountAmount)}
          </Text>
        </Group>
      )}
      {line.instruction && (
        <Text size="sm" fs="italic" c="orange">
          {t('detail.instruction', { text: line.instruction })}
        </Text>
      )}
    </Stack>
  );
}

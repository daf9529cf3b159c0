import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useNow } from '../hooks/use-now';
import { AGE_REFRESH_MS, orderAge, storeClock } from '../model/order-age';
import { orderNumber } from '../model/order-tabs';
import { KitchenTicket } from './kitchen-ticket';
import { OrderActionBar } from './order-action-bar';
import { OrderAmounts } from './order-amounts';
import { OrderCustomer } from './order-customer';
import { OrderLines } from './order-lines';
import classes from './orders.module.css';
import { ServeStatusBadge } from './serve-status-badge';
import { ServeTypeLabel } from './serve-type-label';

/** The open order: heading, the actions it allows, its items, customer and amounts. */
export const OrderDetail = memo(function OrderDetail({
  order,
  timeZone,
}: {
  order: MerchantOrder;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('orders');
  const now = useNow(AGE_REFRESH_MS);
  const age = orderAge(order.lastUpdatedAt, now);
  return (
    <Stack gap="md" className={classes.pane}>
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={2}>{t('detail.heading', { number: orderNumber(order.id) })}</Title>
          <ServeStatusBadge order={order} size="lg" />
          <KitchenTicket order={order} timeZone={timeZone} />
        </Group>
        <Group gap="md" c="dimmed">
          <ServeTypeLabel order={order} />
          {order.paidAt && (
            <Text size="sm">{t('detail.paidAt', { time: storeClock(order.paidAt, now, timeZone) })}</Text>
          )}
          <Text size="sm">
            <bdi>{t(`age.${age.unit}`, { count: age.count })}</bdi>
          </Text>
        </Group>
      </Stack>
      <OrderActionBar order={order} />
      {order.messageByMerchant && (
        <Alert color="red" title={t('detail.merchantMessage')}>
          {order.messageByMerchant}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <OrderLines order={order} />
        <Stack gap="md">
          <OrderCustomer order={order} />
          <OrderAmounts order={order} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
});

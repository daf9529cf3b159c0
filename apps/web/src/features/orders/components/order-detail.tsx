import { Alert, Title } from '@mantine/core';
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

/**
 * The open order: heading, the actions it allows, its items, customer and amounts. The layout is
 * plain elements with the styles of Mantine's Stack, Group and SimpleGrid: the responsive grid
 * would add a style sheet to the page with every order opened (a style recalculation of it all).
 */
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
    <div className={`${classes.pane} ${classes.column}`}>
      <div className={classes.paneHead}>
        <div className={classes.paneTitle}>
          <Title order={2}>{t('detail.heading', { number: orderNumber(order.id) })}</Title>
          <ServeStatusBadge order={order} size="lg" />
          <KitchenTicket order={order} timeZone={timeZone} />
        </div>
        <div className={`${classes.paneFacts} ${classes.dimmed}`}>
          <ServeTypeLabel order={order} />
          {order.paidAt && (
            <p className={`${classes.text} ${classes.sm}`}>
              {t('detail.paidAt', { time: storeClock(order.paidAt, now, timeZone) })}
            </p>
          )}
          <p className={`${classes.text} ${classes.sm}`}>
            <bdi>{t(`age.${age.unit}`, { count: age.count })}</bdi>
          </p>
        </div>
      </div>
      <OrderActionBar order={order} />
      {order.messageByMerchant && (
        <Alert color="red" title={t('detail.merchantMessage')}>
          {order.messageByMerchant}
        </Alert>
      )}
      <div className={classes.paneGrid}>
        <OrderLines order={order} />
        <div className={classes.column}>
          <OrderCustomer order={order} />
          <OrderAmounts order={order} />
        </div>
      </div>
    </div>
  );
});

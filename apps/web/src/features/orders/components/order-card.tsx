import { Text } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { orderAge, storeClock } from '../model/order-age';
import { orderNumber } from '../model/order-tabs';
import classes from './orders.module.css';
import { ServeStatusBadge } from './serve-status-badge';
import { ServeTypeLabel } from './serve-type-label';

interface OrderCardProps {
  order: MerchantOrder;
  current: boolean;
  now: number;
  timeZone: string | undefined;
}

/**
 * One order in the list (spec 1 §2): paid time, #last4, item count and total, time since the last
 * update, serve type and serve status. It links to the path equal to the order id.
 */
export const OrderCard = memo(function OrderCard({ order, current, now, timeZone }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const age = orderAge(order.lastUpdatedAt, now);
  const number = orderNumber(order.id);
  return (
    <Link
      to={paths.orders.main(order.id)}
      className={classes.card}
      aria-current={current ? 'page' : undefined}
      data-new={order.serveStatus === null || undefined}
      data-testid="order-card"
    >
      <div className={classes.cardLine}>
        <Text fw={700} size="md" className={classes.number}>
          {t('card.number', { number })}
        </Text>
        <ServeStatusBadge order={order} />
      </div>
      <div className={classes.cardLine}>
        <Text size="sm" truncate>
          <bdi>
            {t('card.items', { count: order.numberOfItems })} · {formatMoney(order.totalAmount)}
          </bdi>
        </Text>
        <Text size="xs" c="dimmed" title={order.lastUpdatedAt}>
          <bdi>{t(`age.${age.unit}`, { count: age.count })}</bdi>
        </Text>
      </div>
      <div className={classes.cardLine}>
        <ServeTypeLabel order={order} size="xs" />
        {order.paidAt && (
          <Text size="xs" c="dimmed">
            <bdi>{t('card.paid', { time: storeClock(order.paidAt, now, timeZone) })}</bdi>
          </Text>
        )}
      </div>
    </Link>
  );
});

import { Text } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { orderAge, storeClock } from '../model/order-age';
import { firstItems, isWaitingTooLong } from '../model/order-glance';
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
 * One order in the list (spec 1 §2): paid time, #last4, its first items, item count and total, time
 * since the last update, serve type and serve status, flagged when it has waited too long. It links
 * to the path equal to the order id.
 */
export const OrderCard = memo(function OrderCard({ order, current, now, timeZone }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const age = orderAge(order.lastUpdatedAt, now);
  const number = orderNumber(order.id);
  const items = firstItems(order);
  const late = isWaitingTooLong(order, now);
  return (
    <Link
      to={paths.orders.main(order.id)}
      className={classes.card}
      aria-current={current ? 'page' : undefined}
      data-new={order.serveStatus === null || undefined}
      data-late={late || undefined}
      data-testid="order-card"
    >
      <div className={classes.cardLine}>
        <Text fw={700} size="md" className={classes.number}>
          {t('card.number', { number })}
        </Text>
        <ServeStatusBadge order={order} />
      </div>
      <Text size="sm" truncate>
        <bdi>
          {items.more > 0 ? t('card.firstItemsMore', { items: items.text, count: items.more }) : items.text}
        </bdi>
      </Text>
      <div className={classes.cardLine}>
        <Text size="sm" truncate>
          <bdi>
            {t('card.items', { count: order.numberOfItems })} · {formatMoney(order.totalAmount)}
          </bdi>
        </Text>
        <Text size="xs" c={late ? 'red' : 'dimmed'} fw={late ? 700 : undefined} title={order.lastUpdatedAt}>
          <bdi>{t(`age.${age.unit}`, { count: age.count })}</bdi>
          {late && <span className={classes.srOnly}> · {t('card.late')}</span>}
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

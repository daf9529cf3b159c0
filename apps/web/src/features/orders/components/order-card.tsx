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
  /** Opens the order (the screen's navigation to it). */
  onOpen: (id: string) => void;
}

/**
 * One order in the list (spec 1 §2): paid time, #last4, its first items, item count and total, time
 * since the last update, serve type and serve status, flagged when it has waited too long. It links
 * to the path equal to the order id. Plain elements styled as Mantine's Text: a tab change mounts
 * many cards at once, and Mantine's components cost more to render than they add here.
 */
export const OrderCard = memo(function OrderCard({ order, current, now, timeZone, onOpen }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const age = orderAge(order.lastUpdatedAt, now);
  const number = orderNumber(order.id);
  const items = firstItems(order);
  const late = isWaitingTooLong(order, now);
  return (
    <Link
      to={paths.orders.main(order.id)}
      onClick={(event) => {
        // A plain click opens the order in one synchronous render (the link's own navigation is a
        // time-sliced transition); a modified click keeps its meaning (a new tab or window).
        if (current || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        onOpen(order.id);
      }}
      className={classes.card}
      aria-current={current ? 'page' : undefined}
      data-new={order.serveStatus === null || undefined}
      data-late={late || undefined}
      data-testid="order-card"
    >
      <div className={classes.cardLine}>
        <p className={`${classes.text} ${classes.cardNumber} ${classes.number}`}>
          {t('card.number', { number })}
        </p>
        <ServeStatusBadge order={order} />
      </div>
      <p className={`${classes.text} ${classes.sm} ${classes.truncate}`}>
        <bdi>
          {items.more > 0 ? t('card.firstItemsMore', { items: items.text, count: items.more }) : items.text}
        </bdi>
      </p>
      <div className={classes.cardLine}>
        <p className={`${classes.text} ${classes.sm} ${classes.truncate}`}>
          <bdi>
            {t('card.items', { count: order.numberOfItems })} · {formatMoney(order.totalAmount)}
          </bdi>
        </p>
        <p
          className={`${classes.text} ${classes.xs} ${late ? classes.late : classes.dimmed}`}
          title={order.lastUpdatedAt}
        >
          <bdi>{t(`age.${age.unit}`, { count: age.count })}</bdi>
          {late && <span className={classes.srOnly}> · {t('card.late')}</span>}
        </p>
      </div>
      <div className={classes.cardLine}>
        <ServeTypeLabel order={order} size="xs" />
        {order.paidAt && (
          <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>
            <bdi>{t('card.paid', { time: storeClock(order.paidAt, now, timeZone) })}</bdi>
          </p>
        )}
      </div>
    </Link>
  );
});

import type { MerchantOrder } from '@perkdesk/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useNow } from '../hooks/use-now';
import { AGE_REFRESH_MS } from '../model/order-age';
import { OrderCard } from './order-card';
import classes from './orders.module.css';

/** A card's height plus the gap below it: every card has three single lines, so all rows are equal. */
export const ORDER_ROW_HEIGHT = 126;
/** Rows rendered beyond the visible ones, so a fast flick does not show blank space. */
const OVERSCAN = 4;

interface OrderListProps {
  orders: readonly MerchantOrder[];
  currentId: string | null;
  timeZone: string | undefined;
  onOpen: (id: string) => void;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
}

/**
 * The order cards, virtualised: only the rows in view (and a few around them) are in the page,
 * so thousands of open orders scroll as smoothly as ten. The ages refresh every 10 s. It stays in
 * the page when a tab has no orders: mounting it again would measure the list (a forced layout).
 */
export function OrderList({ orders, currentId, timeZone, onOpen, empty }: OrderListProps) {
  const { t } = useTranslation('orders');
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow(AGE_REFRESH_MS);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ORDER_ROW_HEIGHT,
    getItemKey: (index) => orders[index]?.id ?? index,
    overscan: OVERSCAN,
  });

  // Bring the open order into view when it is chosen from elsewhere (a tab, a link).
  const currentIndex = currentId ? orders.findIndex((order) => order.id === currentId) : -1;
  useEffect(() => {
    if (currentIndex < 0) return;
    // Already in view: scrolling would only force a layout (it reads the list's scroll height).
    const row = virtualizer.measurementsCache[currentIndex];
    const top = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    if (row && height > 0 && row.start >= top && row.end <= top + height) return;
    virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
  }, [currentIndex, virtualizer]);

  return (
    <div ref={scroller} className={classes.list}>
      {orders.length === 0 ? (
        empty
      ) : (
        <ul
          className={classes.rows}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={t('sidebar.listLabel')}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const order = orders[row.index] as MerchantOrder;
            return (
              <li
                key={row.key}
                className={classes.row}
                style={{ height: ORDER_ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              >
                <OrderCard
                  order={order}
                  current={order.id === currentId}
                  now={now}
                  timeZone={timeZone}
                  onOpen={onOpen}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
